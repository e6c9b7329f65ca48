import Foundation
import ServiceStack
import ServiceStackServer
import Testing

@Suite struct RoleTests {
    @Test func anonymousCallerIs401() async throws {
        let server = try await AuthTestServer.cookies.value
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await server.client().getAsync(ManagersOnly())
        }
        #expect(error.statusCode == 401)
    }

    @Test func callerWithoutTheRoleIs403() async throws {
        let server = try await AuthTestServer.cookies.value
        let (client, _) = try await server.signedIn("plain")
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.getAsync(ManagersOnly()) }
        #expect(error.statusCode == 403)
        #expect(error.serviceErrorCode == "Forbidden")
        #expect(error.message == "Invalid Role")
    }

    @Test(arguments: ["manager", "admin"])
    func callerWithTheRoleOrAdminIsServed(userName: String) async throws {
        let server = try await AuthTestServer.cookies.value
        let (client, _) = try await server.signedIn(userName)
        #expect(try await client.getAsync(ManagersOnly()).userName == userName)
    }
}
