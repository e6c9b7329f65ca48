import Foundation
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

@testable import ServiceStackServer

/// `/metadata/app.json` is built once per base URL and kept, until what it describes changes; the base URLs it
/// keeps documents for are bounded, whatever `Host` values strangers send.
@Suite struct AppMetadataCacheTests {
    private static func get(_ client: HostTestClient, forwardedHost: String) async throws -> AppMetadataMirror {
        let response = try await client.execute(
            "GET", "/metadata/app.json", headers: ["X-Forwarded-Host": forwardedHost])
        try #require(response.status == 200, "\(response.text)")
        return try JSONDecoder().decode(AppMetadataMirror.self, from: response.body)
    }

    @Test func aSecondRequestForTheSameBaseUrlIsServedFromTheCache() async throws {
        let host = try await makeTestHost()
        try await host.test(.inMemory) { client in
            let first = try await Self.get(client, forwardedHost: "a.example")
            let second = try await Self.get(client, forwardedHost: "a.example")
            #expect(host.appMetadataCache.builds == 1)
            #expect(second.date == first.date)
            let other = try await Self.get(client, forwardedHost: "b.example:8080")
            #expect(host.appMetadataCache.builds == 2)
            #expect(first.app.baseUrl == "http://a.example")
            #expect(other.app.baseUrl == "http://b.example:8080")
        }
    }

    @Test func manyHostValuesKeepAtMostTheCacheCapacity() async throws {
        let host = try await makeTestHost()
        let capacity = AppMetadataCache.defaultCapacity
        try await host.test(.inMemory) { client in
            for number in 0..<(capacity * 3) {
                let document = try await Self.get(client, forwardedHost: "host\(number).example")
                #expect(document.app.baseUrl == "http://host\(number).example")
                #expect(host.appMetadataCache.count <= capacity)
            }
            #expect(host.appMetadataCache.count == capacity)
            #expect(host.appMetadataCache.builds == capacity * 3)
            // The newest base URLs are the ones kept.
            _ = try await Self.get(client, forwardedHost: "host\(capacity * 3 - 1).example")
            #expect(host.appMetadataCache.builds == capacity * 3)
        }
    }

    @Test func anOperationRegisteredLaterIsInTheNextDocument() async throws {
        let host = ServiceStackHost(name: "Plain")
        host.enableAppMetadata()
        try await host.test(.inMemory) { client in
            let before = try await Self.get(client, forwardedHost: "a.example")
            #expect(before.operation("Greet") == nil)
            host.register(Greet.self) { request, _ in GreetResponse(result: "Hello, \(request.name)!") }
            let after = try await Self.get(client, forwardedHost: "a.example")
            #expect(after.operation("Greet") != nil)
            host.enableAppMetadata(AppMetadataFeature(apiVersion: "2.0"))
            let described = try await Self.get(client, forwardedHost: "a.example")
            #expect(described.app.apiVersion == "2.0")
        }
    }
}
