import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackWire
import TestServices
import Testing

/// `host.test(.inMemory)` and `host.test(.live)`: the same client, raw requests and extra clients either way;
/// a live host is stopped whatever the body does.
@Suite struct HostTestTests {
    struct Thrown: Error {}

    @Test(arguments: [HostTestSetup.inMemory, .live])
    func typedAndRawRequestsReachTheHost(setup: HostTestSetup) async throws {
        try await makeTestHost().test(setup) { client in
            #expect(try await client.getAsync(Hello(name: "typed")).result == "Hello, typed!")
            let form = try await client.execute(
                "POST", "/json/reply/Hello", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("name=raw".utf8))
            #expect(form.status == 200)
            #expect(form.header("content-type")?.hasPrefix("application/json") == true)
            #expect(form.text.contains("Hello, raw!"))
            let missing = try await client.execute("GET", "api/NoSuchOperation")
            #expect(missing.status == 404)
            #expect(missing.responseStatus?.errorCode == "NotFound")
        }
    }

    @Test func inMemoryHasNoServerAndLiveListensOnLoopback() async throws {
        let host = try await makeTestHost()
        try await host.test(.inMemory) { client in
            #expect(client.running == nil)
            #expect(client.baseUrl == InMemoryTransport.baseUrl)
        }
        try await host.test(.live) { client in
            let running = try #require(client.running)
            #expect(running.port > 0)
            #expect(client.baseUrl == "http://127.0.0.1:\(running.port)/")
        }
    }

    @Test func theValueOfTheBodyIsReturned() async throws {
        let result = try await makeTestHost().test(.inMemory) { client in
            try await client.getAsync(Hello(name: "value")).result
        }
        #expect(result == "Hello, value!")
    }

    @Test func liveStopsTheHostWhenTheBodyThrows() async throws {
        let host = try await makeTestHost()
        let baseUrl = Locked<String?>(nil)
        await #expect(throws: Thrown.self) {
            try await host.test(.live) { client in
                baseUrl.withLock { $0 = client.baseUrl }
                throw Thrown()
            }
        }
        let stopped = JsonServiceClient(baseUrl: try #require(baseUrl.current))
        stopped.timeout = 5
        await #expect(throws: ServiceClientError.self) { _ = try await stopped.getAsync(Hello(name: "gone")) }
    }

    @Test(arguments: [HostTestSetup.inMemory, .live])
    func everyClientHasItsOwnCookieJar(setup: HostTestSetup) async throws {
        try await makeTestHost().test(setup) { client in
            let login = Authenticate()
            login.provider = "credentials"
            login.userName = "test"
            login.password = "test"
            _ = try await client.postAsync(login)
            #expect(try await client.getAsync(Secured()).result != nil)
            let other = client.makeClient()
            let denied = try await #require(throws: WebServiceError.self) { _ = try await other.getAsync(Secured()) }
            #expect(denied.statusCode == 401)
        }
    }
}
