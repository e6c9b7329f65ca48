import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// Bodies built to exhaust a parser (deep nesting, broken UTF-8) fail as typed errors.
@Suite struct HostileBodyTests {
    static let deep = String(repeating: "[", count: 200_000)

    @Test(arguments: TransportKind.allCases)
    func deeplyNestedSuccessBodyIsADecodingError(transport: TransportKind) async throws {
        try await withHostileServer(["/deep": .json(#"{"result":"# + Self.deep)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/deep") }
            #expect(error?.code == "DecodingFailed", "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func deeplyNestedErrorBodyFallsBackToTheStatus(transport: TransportKind) async throws {
        let failure = HostileBehaviour.respond(
            status: 500, headers: ["Content-Type": "application/json"],
            body: Data((#"{"responseStatus":"# + Self.deep).utf8))
        try await withHostileServer(["/deep": failure]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let error = try await #require(throws: WebServiceError.self) {
                let _: HelloResponse = try await client.getAsync("/deep")
            }
            #expect(error.statusCode == 500)
            #expect(error.serviceErrorCode == "InternalServerError")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func invalidUTF8IsADecodingError(transport: TransportKind) async throws {
        let broken = HostileBehaviour.respond(
            status: 200, headers: ["Content-Type": "application/json"],
            body: Data([0x7B, 0x22, 0x72, 0x65, 0x73, 0x75, 0x6C, 0x74, 0x22, 0x3A, 0x22, 0xFF, 0xC3, 0x28, 0x22, 0x7D])
        )
        try await withHostileServer(["/broken": broken]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/broken") }
            #expect(error?.code == "DecodingFailed", "\(String(describing: error))")
        }
    }
}
