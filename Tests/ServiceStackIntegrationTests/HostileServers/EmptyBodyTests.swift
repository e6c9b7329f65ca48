import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// A void request of this suite's own (sent to `/api/HostileVoidRequest`).
final class HostileVoidRequest: IReturnVoid, IPost, Codable {
    init() {}
}

/// A 200 without a body is not a response to a typed call; void calls expect no body.
@Suite struct EmptyBodyTests {
    @Test(arguments: TransportKind.allCases)
    func emptyOkBodyIsADecodingErrorForTypedCalls(transport: TransportKind) async throws {
        try await withHostileServer(["/api/Hello": .emptyJson]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let request = Hello()
            request.name = "nobody"
            let error = await clientError { _ = try await client.getAsync(request) }
            #expect(error?.code == "DecodingFailed", "\(String(describing: error))")
            #expect(error?.description.contains("empty") == true)
            #expect(client.lastError != nil)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func voidCallsAcceptAnEmptyBody(transport: TransportKind) async throws {
        try await withHostileServer(["/api/HostileVoidRequest": .emptyJson]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            try await client.sendAsync(HostileVoidRequest())
            #expect(server.requests(to: "/api/HostileVoidRequest") == 1)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func rawCallsStillGetTheEmptyBody(transport: TransportKind) async throws {
        try await withHostileServer(["/raw": .emptyJson]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let text: String = try await client.getAsync("/raw")
            #expect(text.isEmpty)
        }
    }
}
