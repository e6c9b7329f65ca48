import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// A request that describes itself: routes (served too), tags, description and a property hint.
final class TaggedGreeting: IReturn, IGet, Codable, MetadataDescribing {
    typealias Return = TaggedGreetingResponse
    var name: String?
    var timeout: Double?

    static var metadataRoutes: [Route] { [Route("/greetings/{Name}", verbs: "GET,POST")] }
    static var metadataTags: [String] { ["greetings"] }
    static var metadataDescription: String? { "Greets with a tag" }
    static var metadataProperties: [String: PropertyDescription] {
        ["timeout": PropertyDescription(type: "TimeSpan", description: "How long to wait")]
    }
}

final class TaggedGreetingResponse: Codable {
    var result: String?
}

@Suite struct MetadataHooksHostTests {
    private func hooksHost(_ config: HostConfig = HostConfig()) -> ServiceStackHost {
        let host = ServiceStackHost(name: "Hooks", config: config)
        host.register(TaggedGreeting.self) { request, _ in
            let response = TaggedGreetingResponse()
            response.result = "Hi \(request.name ?? "")"
            return response
        }
        return host
    }

    @Test func hooksReachTheDocumentAndTheRouter() async throws {
        try await hooksHost().test(.inMemory) { client in
            let greeting: TaggedGreetingResponse = try await client.getAsync("/greetings/Ann")
            #expect(greeting.result == "Hi Ann")

            let (data, _) = try #require(try await client.getDataAsync(url: "/types/metadata"))
            let metadata = try MetadataTypes.decode(from: data)
            let operation = try #require(metadata.operations.first)
            #expect(operation.tags == ["greetings"])
            #expect(operation.method == "GET")
            #expect(operation.routes == [MetadataRoute(path: "/greetings/{Name}", verbs: "GET,POST")])
            #expect(operation.request.description == "Greets with a tag")
            let timeout = try #require(operation.request.properties?.last)
            #expect(timeout.type == "TimeSpan")
            #expect(timeout.description == "How long to wait")

            let (swift, _) = try #require(try await client.getDataAsync(url: "/types/swift?IncludeTypes={greetings}"))
            let text = String(decoding: swift, as: UTF8.self)
            #expect(text.contains("public class TaggedGreeting : IReturn, IGet, Codable"))
            #expect(text.contains("@TimeSpan public var timeout:TimeInterval?"))
            #expect(text.contains("Greets with a tag"))
        }
    }

    @Test func metadataCanBeTurnedOff() async throws {
        var config = HostConfig()
        config.enableMetadata = false
        try await hooksHost(config).test(.inMemory) { client in
            let error = try await #require(throws: WebServiceError.self) {
                _ = try await client.getDataAsync(url: "/types/metadata")
            }
            #expect(error.statusCode == 404)
        }
    }
}
