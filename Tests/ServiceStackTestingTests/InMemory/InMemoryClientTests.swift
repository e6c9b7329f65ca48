import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import TestServices
import Testing

/// The typed client against a host in the same process: no socket, same behaviour.
@Suite struct InMemoryClientTests {
    @Test func typedCallsRoundTrip() async throws {
        let transport = InMemoryTransport(host: try await makeTestHost())
        let client = JsonServiceClient(baseUrl: "http://app.test/", transport: transport)
        let response = try await client.getAsync(Hello(name: "World"))
        #expect(response.result == "Hello, World!")
        try transport.last.unwrap().expect(path: "/api/Hello", method: "GET").expect(query: ["name": "World"])
    }

    @Test func validationErrorsArriveWithFieldErrors() async throws {
        let client = try await makeTestHost().inMemoryClient()
        let request = ThrowValidation()
        request.email = "not-an-email"
        let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(request) }
        #expect(error.statusCode == 400)
        #expect(Set(error.fieldErrors.map(\.fieldName)) == ["Age", "Required", "Email"])
    }

    @Test func authFlowWithBearerTokenAndCookies() async throws {
        let host = try await makeTestHost()
        let anonymous = host.inMemoryClient()
        let denied = try await #require(throws: WebServiceError.self) { _ = try await anonymous.getAsync(Secured()) }
        #expect(denied.statusCode == 401)

        let client = host.inMemoryClient()
        let login = Authenticate()
        login.provider = "credentials"
        login.userName = "test"
        login.password = "test"
        let auth = try await client.postAsync(login)
        // The session cookie set by the sign-in authenticates the next call.
        let secured = Secured()
        secured.name = "cookie"
        #expect(try await client.getAsync(secured).result != nil)

        let bearer = host.inMemoryClient()
        bearer.bearerToken = auth.bearerToken
        secured.name = "bearer"
        #expect(try await bearer.getAsync(secured).result != nil)
    }

    @Test func recordingTransportWrapsTheHarness() async throws {
        let recording = RecordingTransport(wrapping: InMemoryTransport(host: try await makeTestHost()))
        let client = JsonServiceClient(baseUrl: "http://app.test/", transport: recording)
        _ = try await client.postAsync(Hello(name: "Rec"))
        try recording.last.unwrap().expect(method: "POST").expect(requestType: Hello.self)
            .expect(jsonObject: ["name": "Rec"])
    }
}
