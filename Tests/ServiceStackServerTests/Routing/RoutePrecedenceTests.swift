import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// The route names the resource: a path variable wins over the query string, the form and the body, for every
/// verb (`PUT /technology/399?id=2` updated row 2).
@Suite struct RoutePrecedenceTests {
    struct Target: IReturn, Codable, Sendable {
        typealias Return = Target
        var id: Int?
        var name: String?
        var method: String?
    }

    private func withTargetHost(_ body: (HostTestClient) async throws -> Void) async throws {
        let host = makeHost { host in
            host.register(Target.self, routes: [Route("/targets/{Id}")]) { request, context in
                Target(id: request.id, name: request.name, method: context.method)
            }
        }
        try await host.test(.live, body)
    }

    @Test(arguments: ["GET", "POST", "PUT", "PATCH", "DELETE"])
    func thePathVariableWinsOverTheQueryStringAndTheBody(_ method: String) async throws {
        try await withTargetHost { client in
            let hasBody = method != "GET"
            let exchange = try await client.execute(
                method, "targets/399?id=2&name=query", headers: hasBody ? ["Content-Type": "application/json"] : [:],
                body: hasBody ? Data(#"{"id":3,"name":"body"}"#.utf8) : nil)
            #expect(exchange.status == 200, "\(exchange.text)")
            let target = try fromJsonDataThrows(Target.self, exchange.body)
            #expect(target.id == 399)
            #expect(target.method == method)
            #expect(target.name == "query", "the query string still outranks the body for other properties")
        }
    }

    @Test(arguments: ["POST", "PUT", "PATCH"])
    func thePathVariableWinsOverFormFields(_ method: String) async throws {
        try await withTargetHost { client in
            let exchange = try await client.execute(
                method, "targets/399?id=2", headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("id=4&name=form".utf8))
            #expect(exchange.status == 200, "\(exchange.text)")
            let target = try fromJsonDataThrows(Target.self, exchange.body)
            #expect(target.id == 399)
            #expect(target.name == "form")
        }
    }
}
