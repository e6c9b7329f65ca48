import Foundation
import ServiceStack
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A subclass overriding the official `open` extension points of `JsonServiceClient` with their official
/// signatures; each override notes that it ran and defers to the base class.
final class RecordingJsonServiceClient: JsonServiceClient, @unchecked Sendable {
    let calls = Recorder<String>()

    override func createSession() -> URLSession {
        calls.append("createSession")
        return super.createSession()
    }

    override func createRequest(
        url: URL, httpMethod: String, requestType: String? = nil, requestBody: Data? = nil
    ) -> URLRequest {
        calls.append("createRequest")
        var request = super.createRequest(
            url: url, httpMethod: httpMethod, requestType: requestType, requestBody: requestBody)
        request.setValue("subclass", forHTTPHeaderField: "X-Compat-Subclass")
        return request
    }

    override func initRequest(_ req: inout URLRequest) {
        calls.append("initRequest")
        super.initRequest(&req)
    }

    override func handleResponse<T: Codable>(intoResponse: T, data: Data, response: URLResponse) throws -> T {
        calls.append("handleResponse")
        return try super.handleResponse(intoResponse: intoResponse, data: data, response: response)
    }

    override func handleError(nsError: NSError) -> NSError {
        calls.append("handleError")
        return super.handleError(nsError: nsError)
    }

    override func fireErrorCallbacks(error: NSError) -> NSError {
        calls.append("fireErrorCallbacks")
        return super.fireErrorCallbacks(error: error)
    }

    override func createIfError(_ nsResponse: HTTPURLResponse, _ data: Data) -> Error? {
        calls.append("createIfError")
        return super.createIfError(nsResponse, data)
    }
}

/// Overrides called directly, without a server (the live file proves the pipeline calls them).
extension ServiceStackCompatibility {
    @Suite struct JsonServiceClientSubclass {
        static let base = "http://subclass.example"

        @Test func overridesRunWhenCalledDirectly() throws {
            let client = RecordingJsonServiceClient(baseUrl: Self.base)
            let url = try #require(URL(string: Self.base + "/api/CompatHello"))
            let request = client.createRequest(url: url, httpMethod: "GET")
            #expect(request.value(forHTTPHeaderField: "X-Compat-Subclass") == "subclass")
            #expect(request.value(forHTTPHeaderField: "Accept") == "application/json")

            let response = try #require(
                HTTPURLResponse(
                    url: url, statusCode: 200, httpVersion: nil, headerFields: ["Content-Type": "application/json"]))
            let dto = try client.handleResponse(
                intoResponse: CompatHelloResponse(), data: Data(#"{"result":"r"}"#.utf8), response: response)
            #expect(dto.result == "r")
            _ = client.handleError(nsError: NSError(domain: "compat", code: 1))

            #expect(client.calls.values.starts(with: ["createRequest", "initRequest"]))
            #expect(client.calls.values.contains("handleResponse"))
            #expect(client.calls.values.contains("createIfError"))
            #expect(client.calls.values.contains("handleError"))
            #expect(client.calls.values.contains("fireErrorCallbacks"))
        }

        @Test func createRequestDtoGoesThroughTheOverriddenCreateRequest() throws {
            let client = RecordingJsonServiceClient(baseUrl: Self.base)
            let url = try #require(URL(string: Self.base + "/api/CompatHello"))
            let request = client.createRequestDto(url: url, httpMethod: "POST", request: CompatHello(name: "A"))
            #expect(request.value(forHTTPHeaderField: "X-Compat-Subclass") == "subclass")
            #expect(client.calls.values == ["createRequest", "initRequest"])
        }
    }
}
