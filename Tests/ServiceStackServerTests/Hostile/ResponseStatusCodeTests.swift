import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Whatever status a service asks for, the response is valid HTTP; before, statuses outside 100…599 trapped
/// the server and 0, 42 or 100 produced responses no client could read.
@Suite struct ResponseStatusCodeTests {
    @Test(arguments: [1000, -1, 99999, 0, 42, 100, 199, 600])
    func invalidErrorStatusesBecome500(status: Int) async throws {
        try await makeTestHost().test(.inMemory) { client in
            let exchange = try await client.execute(
                "GET", "api/ThrowHttpError?status=\(status)&message=odd")
            #expect(exchange.status == 500)
            #expect(exchange.responseStatus?.message == "odd")
            try await expectStillServing(client)
        }
    }

    @Test(arguments: [400, 404, 418, 503, 599])
    func validErrorStatusesAreKept(status: Int) async throws {
        try await makeTestHost().test(.inMemory) { client in
            let exchange = try await client.execute(
                "GET", "api/ThrowHttpError?status=\(status)&message=kept")
            #expect(exchange.status == status)
            #expect(exchange.responseStatus?.message == "kept")
        }
    }
}
