import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting
import Testing

@Suite("One OperationOptions value per registration")
struct OperationOptionsTests {
    private static let options = OperationOptions(
        routes: [Route("/tagged/{Name}", verbs: "GET")], requiresAuth: true, tags: ["people", "greetings"])

    private static func greet(_ request: TaggedGreeting, _: ServiceContext) -> TaggedGreetingResponse {
        let response = TaggedGreetingResponse()
        response.result = "Hi \(request.name ?? "")"
        return response
    }

    private static func operation(named name: String, on host: ServiceStackHost) async throws -> MetadataOperationType {
        try await host.test(.inMemory) { client in
            let (data, _) = try #require(try await client.getDataAsync(url: "/types/metadata"))
            return try #require(try MetadataTypes.decode(from: data).operations.first { $0.request.name == name })
        }
    }

    @Test("Its routes are served, its auth guards them, its tags come before the request type's own")
    func routesAuthAndTags() async throws {
        let host = ServiceStackHost(name: "options")
        host.register(TaggedGreeting.self, operation: Self.options, Self.greet)
        let anonymous = try await host.test(.inMemory) { client in
            try await #require(throws: WebServiceError.self) {
                let _: TaggedGreetingResponse = try await client.getAsync("/tagged/Ann")
            }
        }
        #expect(anonymous.statusCode == 401)

        let operation = try await Self.operation(named: "TaggedGreeting", on: host)
        #expect(operation.tags == ["people", "greetings"])
        #expect(operation.requiresAuth == true)
        #expect(operation.routes?.first == MetadataRoute(path: "/tagged/{Name}", verbs: "GET"))
    }

    @Test("The separate routes, requiresAuth and requiredRoles arguments build the same value")
    func separateArgumentsBuildTheSameOptions() async throws {
        let routes = [Route("/greet/{Name}", verbs: "POST")]
        let full = ServiceStackHost(name: "full")
        full.register(
            TaggedGreeting.self, operation: OperationOptions(routes: routes, requiredRoles: ["Admin"]), Self.greet)
        let separate = ServiceStackHost(name: "separate")
        separate.register(TaggedGreeting.self, routes: routes, requiredRoles: ["Admin"], Self.greet)
        let expected = try await Self.operation(named: "TaggedGreeting", on: full)
        #expect(try await Self.operation(named: "TaggedGreeting", on: separate) == expected)
        #expect(expected.routes?.first == MetadataRoute(path: "/greet/{Name}", verbs: "POST"))
        let anonymous = try await separate.test(.inMemory) { client in
            try await #require(throws: WebServiceError.self) {
                let _: TaggedGreetingResponse = try await client.postAsync("/greet/Ann", request: TaggedGreeting())
            }
        }
        #expect(anonymous.statusCode == 401)
    }

    @Test("registerRaw takes the same value")
    func rawServicesTakeIt() async throws {
        let host = ServiceStackHost(name: "raw")
        host.registerRaw(TaggedGreeting.self, operation: OperationOptions(requiredRoles: ["Admin"], tags: ["raw"])) {
            _, _ in HttpResult.text("raw")
        }
        let anonymous = try await host.test(.inMemory) { client in
            try await #require(throws: WebServiceError.self) {
                let _: TaggedGreetingResponse = try await client.getAsync(TaggedGreeting())
            }
        }
        #expect(anonymous.statusCode == 401)
        #expect(try await Self.operation(named: "TaggedGreeting", on: host).tags == ["raw", "greetings"])
    }
}
