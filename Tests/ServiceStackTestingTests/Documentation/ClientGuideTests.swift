import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackTesting
import TestServices
import Testing

// The code of ServiceStack's getting-started article (`ServiceStack.docc/GettingStarted.md`), kept compiling and
// running here against the conformance services over 127.0.0.1: when an API the article shows changes, this file
// stops building.

@Suite("ServiceStack getting-started article")
struct ClientGuideTests {
    /// Runs `body` with a client of a test server on a free port, then stops the server.
    private func withServer(_ body: (JsonServiceClient) async throws -> Void) async throws {
        let server = try await startTestServer()
        let client = JsonServiceClient(baseUrl: server.baseUrl)
        client.cookieStore = InMemoryCookieStore()
        do {
            try await body(client)
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func typedCalls() async throws {
        try await withServer { client in
            let request = Hello()
            request.name = "World"
            #expect(client.createUrl(dto: request).absoluteString.hasSuffix("/api/Hello?name=World"))
            let response = try await client.getAsync(request)
            #expect(response.result == "Hello, World!")
            let posted = try await client.postAsync(request)
            let sent = try await client.sendAsync(request)
            let blocking = try client.get(request)
            #expect([posted.result, sent.result, blocking.result].allSatisfy { $0 == "Hello, World!" })
            let byPath: HelloResponse = try await client.getAsync("/hello/World")
            #expect(byPath.result == "Hello, World!")
            try await client.postAsync(HelloReturnVoid())
        }
    }

    @Test func errorsCarryTheResponseStatus() async throws {
        try await withServer { client in
            let request = ThrowValidation()
            request.age = 0
            do {
                _ = try await client.postAsync(request)
                Issue.record("an invalid request passed")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 400)
                #expect(error.fieldError("Age")?.errorCode == "InclusiveBetween")
                #expect(!error.responseStatus.errors.isEmpty)
            }
        }
    }

    @Test func signInAndRefreshTheAccessToken() async throws {
        try await withServer { client in
            let signIn = Authenticate()
            signIn.provider = "credentials"
            signIn.userName = "test"
            signIn.password = "test"
            let auth = try await client.postAsync(signIn)
            client.bearerToken = auth.bearerToken
            client.refreshToken = auth.refreshToken

            try await client.postAsync(InvalidateLastAccessToken())
            let secured = try await client.getAsync(Secured())  // 401, refresh, retry
            #expect(secured.result != nil)
            #expect(client.bearerToken != auth.bearerToken)
        }
    }

    @Test func uploadFilesWithARequest() async throws {
        try await withServer { client in
            let request = TestFileUploads()
            request.id = 1
            let file = UploadFile(
                fileName: "notes.txt", data: Data("hi".utf8), fieldName: "file", contentType: "text/plain")
            let response = try await client.postFileWithRequestAsync(request: request, file: file)
            #expect(response.fileName == "notes.txt")
            #expect(response.contents == "hi")
        }
    }

    @Test func stubTransportAnswersAndRecords() async throws {
        let stub = StubTransport()
        let client = stub.client()
        stub.on(Hello.self) { request in
            let response = HelloResponse()
            response.result = "Hi \(request.name ?? "")"
            return response
        }
        let request = Hello()
        request.name = "World"
        let response = try await client.postAsync(request)
        #expect(response.result == "Hi World")
        try stub.last.unwrap()
            .expect(path: "/api/Hello", method: "POST")
            .expect(requestType: Hello.self)
            .expect(jsonObject: ["name": "World"])
    }
}
