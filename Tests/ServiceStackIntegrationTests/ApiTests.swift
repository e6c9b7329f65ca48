import Foundation
import ServiceStack
import ServiceStackWire
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// `api()`, `apiVoid()` and `apiForm()` against the test server: every failure is a result, never a throw.
@Suite struct ApiTests {
    @Test(arguments: TransportKind.allCases)
    func successHoldsTheResponse(transport: TransportKind) async throws {
        let client = try await transport.client()
        let result = await client.api(Hello(name: "World"))
        #expect(result.succeeded)
        #expect(result.completed)
        #expect(!result.failed)
        #expect(result.error == nil)
        #expect(result.response?.result == "Hello, World!")
    }

    @Test(arguments: TransportKind.allCases)
    func theVerbComesFromTheMarker(transport: TransportKind) async throws {
        let client = try await transport.client()
        let put = SendPut()
        put.id = 1
        #expect(await client.api(put).response?.requestMethod == "PUT")
        #expect(await client.api(SendGet()).response?.requestMethod == "GET")
        #expect(await client.api(SendDefault()).response?.requestMethod == "POST")
    }

    @Test(arguments: TransportKind.allCases)
    func theServiceClientProtocolSendsTheMarkersVerb(transport: TransportKind) async throws {
        let client: any ServiceClient = try await transport.client()
        #expect(await client.api(SendPut()).response?.requestMethod == "PUT")
        #expect(await client.api(SendGet()).response?.requestMethod == "GET")
        #expect(await client.apiVoid(HelloReturnVoid()).succeeded)
    }

    @Test(arguments: TransportKind.allCases)
    func validationErrorsAreFieldErrors(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = ThrowValidation()
        request.age = 0
        request.email = "me@example.org"
        let result = await client.api(request)
        #expect(result.failed)
        #expect(result.completed)
        #expect(!result.succeeded)
        #expect(result.response == nil)
        #expect(result.errorCode == "InclusiveBetween")
        #expect(result.fieldErrorMessage("age") == "'Age' must be between 1 and 120. You entered 0.")
        #expect(result.fieldError("REQUIRED")?.errorCode == "NotEmpty")
        #expect(result.hasFieldError("required"))
        #expect(!result.hasFieldError("email"))
        #expect(result.errorSummary == nil)
        #expect(result.summaryMessage(exceptFields: ["age", "required", "email"]) == nil)
        #expect(result.summaryMessage() == result.fieldErrorMessage("age"))
    }

    @Test(arguments: TransportKind.allCases)
    func httpErrorsCarryTheServersStatus(transport: TransportKind) async throws {
        let client = try await transport.client()
        let expected: [(type: String, code: String, message: String)] = [
            ("Unauthorized", "Unauthorized", "Not Authenticated"),
            ("NotFound", "NotFound", "not here"),
            ("Exception", "Exception", "boom"),
        ]
        for (type, code, message) in expected {
            let request = ThrowType()
            request.type = type
            request.message = type == "Exception" ? "boom" : nil
            let result = await client.api(request)
            #expect(result.failed)
            #expect(result.errorCode == code)
            #expect(result.errorMessage == message)
            #expect(result.errorSummary == message)
            #expect(result.errors.isEmpty)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func statusCodesOfHTTPErrorsArriveAsTheyWereSent(transport: TransportKind) async throws {
        let client = try await transport.client()
        let statuses = Locked<[Int]>([])
        client.onError = { error in statuses.withLock { $0.append(error.code) } }
        for type in ["Unauthorized", "NotFound", "Exception"] {
            let request = ThrowType()
            request.type = type
            _ = await client.api(request)
        }
        #expect(statuses.current == [401, 404, 500])
    }

    @Test(arguments: TransportKind.allCases)
    func anUnreachableServerIsAConnectionFailure(transport: TransportKind) async throws {
        let client = try transport.client(baseUrl: "http://127.0.0.1:9")
        let result = await client.api(Hello(name: "nobody"))
        #expect(result.failed)
        #expect(result.errorCode == ApiResultErrorCode.connectionFailed)
        #expect(result.errorMessage?.contains("127.0.0.1:9") == true)
        #expect(result.response == nil)
    }

    @Test(arguments: TransportKind.allCases)
    func aTimeoutIsAnErrorResult(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.timeout = 0.3
        client.requestModifier = { $0.url = SharedServerURL.slow($0.url) }
        let result = await client.api(Hello(name: "slow"))
        #expect(result.errorCode == ApiResultErrorCode.timedOut)
    }

    @Test(.hangGuard, arguments: TransportKind.allCases)
    func cancellingTheTaskIsAnErrorResult(transport: TransportKind) async throws {
        try await withHostileServer(["/held": ErrorTests.heldForMinutes]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.requestModifier = { request in request.url = URL(string: server.baseUrl + "/held") }
            let task = Task {
                let result = await client.api(Hello(name: "held"))
                return (failed: result.failed, errorCode: result.errorCode, hasResponse: result.response != nil)
            }
            await server.requestArrived(at: "/held")
            task.cancel()
            // Had the call not been cancelled, the held response would have arrived and decoded as a success.
            let result = await task.value
            #expect(result.failed)
            #expect(result.errorCode == ApiResultErrorCode.cancelled)
            #expect(!result.hasResponse)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func anUndecodableResponseIsADecodingFailure(transport: TransportKind) async throws {
        let client = try await transport.client()
        let result = await client.api(Mismatched.Hello())
        #expect(result.failed)
        #expect(result.errorCode == ApiResultErrorCode.decodingFailed)
        #expect(result.errorMessage?.contains("count") == true)
    }

    @Test(arguments: TransportKind.allCases)
    func apiVoidSucceedsWithAnEmptyResponse(transport: TransportKind) async throws {
        let client = try await transport.client()
        let result = await client.apiVoid(HelloReturnVoid())
        #expect(result.succeeded)
        #expect(result.response != nil)
        let failing = await client.apiVoid(Mismatched.ThrowType())
        #expect(failing.errorCode == "NotFound")
    }

    @Test(arguments: TransportKind.allCases)
    func apiFormPostsFieldsAndFiles(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = SpeechToText()
        request.refId = "ref-1"
        let file = UploadFile(fileName: "hello.txt", data: Data("spoken".utf8), fieldName: "audio")
        let result = await client.apiForm(request, fields: ["tag": "from-form"], files: [file])
        let response = try #require(result.response)
        #expect(
            response.results?.map(\.text) == [
                "audio, Audio 6, hello.txt, text/plain", "Tag from-form", "RefId ref-1",
            ])
    }

    @Test(arguments: TransportKind.allCases)
    func apiFormFieldsReplaceRequestFieldsOfTheSameName(transport: TransportKind) async throws {
        let client = try await transport.client()
        let sent = Locked<[URLRequest]>([])
        client.requestFilter = { request in sent.withLock { $0.append(request) } }
        let request = SpeechToText()
        request.refId = "from-dto"
        request.tag = "kept"
        let file = UploadFile(fileName: "a.txt", data: Data("x".utf8))
        let result = await client.apiForm(request, fields: ["refId": "from-form"], files: [file])
        #expect(result.succeeded)
        let body = String(decoding: try #require(sent.current.first?.httpBody), as: UTF8.self)
        #expect(body.components(separatedBy: "name=\"refId\"").count == 2)
        #expect(body.contains("name=\"refId\"\r\n\r\nfrom-form\r\n"))
        #expect(body.contains("name=\"tag\"\r\n\r\nkept\r\n"))
        #expect(!body.contains("from-dto"))
        #expect(sent.current.first?.httpMethod == "POST")
    }

    @Test(arguments: TransportKind.allCases)
    func apiFormCarriesValidationErrors(transport: TransportKind) async throws {
        let client = try await transport.client()
        let result = await client.apiForm(
            ThrowValidation(), fields: ["age": "200", "required": "yes", "email": "not-an-email"])
        #expect(result.failed)
        #expect(result.fieldErrorMessage("age") == "'Age' must be between 1 and 120. You entered 200.")
        #expect(result.fieldError("email")?.errorCode == "Email")
        #expect(!result.hasFieldError("required"))
        let noFile = await client.apiForm(SpeechToText())
        #expect(noFile.errorMessage == "No file uploaded")
    }
}

/// Requests named like the test server's own, with types the server's answers do not fit.
enum Mismatched {
    /// Named `Hello`: the server answers `{"result":...}`, which has no `count`.
    final class Hello: IReturn, Codable {
        typealias Return = CountResponse
        var name: String? = "mismatch"
    }

    /// Named `ThrowType`: a void request the server answers with 404.
    final class ThrowType: IReturnVoid, Codable {
        var type: String? = "NotFound"
        init() {}
    }

    /// A response that needs a `count`.
    final class CountResponse: Codable {
        let count: Int
    }
}

/// The test server's `/test/slow` endpoint, for calls that must be held by the server.
enum SharedServerURL {
    static func slow(_ url: URL?) -> URL? {
        guard let url, var components = URLComponents(url: url, resolvingAgainstBaseURL: false) else { return nil }
        components.path = "/test/slow"
        components.query = "ms=5000"
        return components.url
    }
}
