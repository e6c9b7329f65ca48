import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The official signatures of `JsonServiceClient.swift`, in its declaration order: each member is bound to a
/// value of its official type, so a renamed label, a changed type or optionality breaks the build here.
enum JsonServiceClientSignatures {
    static func properties() {
        let _: ReferenceWritableKeyPath<JsonServiceClient, String> = \.baseUrl
        let _: ReferenceWritableKeyPath<JsonServiceClient, String> = \.replyUrl
        let _: ReferenceWritableKeyPath<JsonServiceClient, String> = \.domain
        let _: ReferenceWritableKeyPath<JsonServiceClient, NSError?> = \.lastError
        let _: ReferenceWritableKeyPath<JsonServiceClient, URLSessionDataTask?> = \.lastTask
        let _: ReferenceWritableKeyPath<JsonServiceClient, ((NSError) -> Void)?> = \.onError
        let _: ReferenceWritableKeyPath<JsonServiceClient, TimeInterval?> = \.timeout
        let _: ReferenceWritableKeyPath<JsonServiceClient, NSURLRequest.CachePolicy> = \.cachePolicy
        let _: ReferenceWritableKeyPath<JsonServiceClient, (() -> URLSession)?> = \.urlSessionFactory
        let _: ReferenceWritableKeyPath<JsonServiceClient, ((URLRequest) -> Void)?> = \.requestFilter
        let _: ReferenceWritableKeyPath<JsonServiceClient, ((URLResponse) -> Void)?> = \.responseFilter
        let _: ReferenceWritableKeyPath<JsonServiceClient, String?> = \.bearerToken
        let _: ReferenceWritableKeyPath<JsonServiceClient, String?> = \.refreshToken
        let _: ReferenceWritableKeyPath<JsonServiceClient, String?> = \.sessionId
        let _: ReferenceWritableKeyPath<JsonServiceClient, Int?> = \.version
        let _: ReferenceWritableKeyPath<JsonServiceClient, [String]> = \.ignoreCertificatesFor
        let _: ReferenceWritableKeyPath<JsonServiceClient, Bool> = \.ignoreCert
        let _: ((URLRequest) -> Void)? = JsonServiceClient.Global.requestFilter
        let _: ((URLResponse) -> Void)? = JsonServiceClient.Global.responseFilter
        let _: ((NSError) -> Void)? = JsonServiceClient.Global.onError
        let _: () -> Void = JsonServiceClient.Global.reset
        let _: (String) -> JsonServiceClient = JsonServiceClient.init(baseUrl:)
        let _: ReferenceWritableKeyPath<JsonServiceClient, String?> = \.basePath
        // Ours only: the hook that may change the outgoing request.
        let _: ReferenceWritableKeyPath<JsonServiceClient, ((inout URLRequest) -> Void)?> = \.requestModifier
        let _: ((inout URLRequest) -> Void)? = JsonServiceClient.Global.requestModifier
    }

    static func conformances(_ client: JsonServiceClient) {
        let _: NSObject = client
        let _: any ServiceClient & IHasBearerToken & IHasSessionId & IHasVersion & Sendable = client
        let _: any URLSessionDelegate = client
    }

    static func pipeline(_ client: JsonServiceClient) {
        let _: () -> URLSession = client.createSession
        let _: (NSError) -> NSError = client.handleError(nsError:)
        let _: (NSError) -> NSError = client.fireErrorCallbacks(error:)
        let _: (CompatHelloResponse, Data, URLResponse) throws -> CompatHelloResponse =
            client.handleResponse(intoResponse:data:response:)
        let _: (HTTPURLResponse, Data) -> Error? = client.createIfError(_:_:)
        let _: (CompatHello, [String: String]) -> URL = client.createUrl(dto:query:)
        let _: (String, String, CompatHello?) -> URLRequest = client.createRequestDto(_:httpMethod:request:)
        let _: (URL, String, CompatHello?) -> URLRequest = client.createRequestDto(url:httpMethod:request:)
        let _: (String, String, String?, Data?) -> URLRequest =
            client.createRequest(_:httpMethod:requestType:requestBody:)
        let _: (inout URLRequest) -> Void = client.initRequest(_:)
        let _: (JsonServiceClient) -> (URL, String, String?, Data?) -> URLRequest =
            JsonServiceClient.createRequest(url:httpMethod:requestType:requestBody:)
        let _: (CompatHelloResponse, URLRequest) throws -> CompatHelloResponse = client.send(intoResponse:request:)
        let _: (CompatHelloResponse, URLRequest) async throws -> CompatHelloResponse =
            client.sendAsync(intoResponse:request:)
        let _: (String) throws -> (Data, HTTPURLResponse)? = client.getData(url:)
        let _: (String) async throws -> (Data, HTTPURLResponse)? = client.getDataAsync(url:)
        let _: (URLRequest, ((HTTPURLResponse) -> Bool)?) throws -> (Data, HTTPURLResponse)? =
            client.getData(request:retryIf:)
        let _: (URLRequest, ((HTTPURLResponse) async throws -> Bool)?) async throws -> (Data, HTTPURLResponse)? =
            client.getDataAsync(request:retryIf:)
        let _: () -> Bool = client.fetchNewAccessToken
        let _: () async throws -> Bool = client.fetchNewAccessTokenAsync
        let _: () -> [String: String] = client.getCookies
        let _: () -> String? = client.getTokenCookie
        let _: () -> String? = client.getRefreshTokenCookie
        let _: (String) -> String = client.resolveUrl(_:)
        let _: (String) -> Bool = client.hasRequestBody(httpMethod:)
        let _: (CompatHello) -> String = client.getSendMethod(_:)
    }

    static func verbs(_ client: JsonServiceClient) {
        let _: (CompatHello) throws -> CompatHelloResponse = client.send(_:)
        let _: (CompatVoid) throws -> Void = client.send(_:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.sendAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.sendAsync(_:)

        let _: (CompatHello) throws -> CompatHelloResponse = client.get(_:)
        let _: (CompatVoid) throws -> Void = client.get(_:)
        let _: (CompatHello, [String: String]) throws -> CompatHelloResponse = client.get(_:query:)
        let _: (String) throws -> CompatHelloResponse = client.get(_:)
        let _: (URL) throws -> CompatHelloResponse = client.get(url:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.getAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.getAsync(_:)
        let _: (CompatHello, [String: String]) async throws -> CompatHelloResponse = client.getAsync(_:query:)
        let _: (String) async throws -> CompatHelloResponse = client.getAsync(_:)
        let _: (URL) async throws -> CompatHelloResponse = client.getAsync(url:)

        let _: (CompatHello) throws -> CompatHelloResponse = client.post(_:)
        let _: (CompatVoid) throws -> Void = client.post(_:)
        let _: (String, CompatHello?) throws -> CompatHelloResponse = client.post(_:request:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.postAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.postAsync(_:)
        let _: (String, CompatHello?) async throws -> CompatHelloResponse = client.postAsync(_:request:)

        let _: (CompatHello) throws -> CompatHelloResponse = client.put(_:)
        let _: (CompatVoid) throws -> Void = client.put(_:)
        let _: (String, CompatHello?) throws -> CompatHelloResponse = client.put(_:request:)
        let _: (URL, CompatHello?) throws -> CompatHelloResponse = client.put(url:request:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.putAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.putAsync(_:)
        let _: (String, CompatHello?) async throws -> CompatHelloResponse = client.putAsync(_:request:)
        let _: (URL, CompatHello?) async throws -> CompatHelloResponse = client.putAsync(url:request:)

        let _: (CompatHello) throws -> CompatHelloResponse = client.delete(_:)
        let _: (CompatVoid) throws -> Void = client.delete(_:)
        let _: (CompatHello, [String: String]) throws -> CompatHelloResponse = client.delete(_:query:)
        let _: (String) throws -> CompatHelloResponse = client.delete(_:)
        let _: (URL) throws -> CompatHelloResponse = client.delete(url:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.deleteAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.deleteAsync(_:)
        let _: (CompatHello, [String: String]) async throws -> CompatHelloResponse = client.deleteAsync(_:query:)
        let _: (String) async throws -> CompatHelloResponse = client.deleteAsync(_:)
        let _: (URL) async throws -> CompatHelloResponse = client.deleteAsync(url:)

        let _: (CompatHello) throws -> CompatHelloResponse = client.patch(_:)
        let _: (CompatVoid) throws -> Void = client.patch(_:)
        let _: (String, CompatHello?) throws -> CompatHelloResponse = client.patch(_:request:)
        let _: (URL, CompatHello?) throws -> CompatHelloResponse = client.patch(url:request:)
        let _: (CompatHello) async throws -> CompatHelloResponse = client.patchAsync(_:)
        let _: (CompatVoid) async throws -> Void = client.patchAsync(_:)
        let _: (String, CompatHello?) async throws -> CompatHelloResponse = client.patchAsync(_:request:)
        let _: (URL, CompatHello?) async throws -> CompatHelloResponse = client.patchAsync(url:request:)
    }

    static func uploads(_ client: JsonServiceClient) {
        typealias Named = (String, CompatHello, String, Data, String?, String?) throws -> CompatHelloResponse
        typealias NamedAsync = (String, CompatHello, String, Data, String?, String?) async throws -> CompatHelloResponse
        typealias AtUrl = (URL, CompatHello, String, Data, String?, String?) throws -> CompatHelloResponse
        typealias AtUrlAsync = (URL, CompatHello, String, Data, String?, String?) async throws -> CompatHelloResponse
        typealias Into = (inout URLRequest, CompatHello, String, Data, String?, String?) throws -> CompatHelloResponse
        typealias IntoAsync = (inout URLRequest, CompatHello, String, Data, String?, String?) async throws
            -> CompatHelloResponse

        let _: Named = client.postFileWithRequest(_:request:fileName:data:mimeType:fieldName:)
        let _: NamedAsync = client.postFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)
        let _: (CompatHello, UploadFile) throws -> CompatHelloResponse = client.postFileWithRequest(request:file:)
        let _: (CompatHello, UploadFile) async throws -> CompatHelloResponse =
            client.postFileWithRequestAsync(request:file:)
        let _: AtUrl = client.postFileWithRequest(url:request:fileName:data:mimeType:fieldName:)
        let _: AtUrlAsync = client.postFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)
        let _: (CompatHello, [UploadFile]) throws -> CompatHelloResponse = client.postFilesWithRequest(request:files:)
        let _: (CompatHello, [UploadFile]) async throws -> CompatHelloResponse =
            client.postFilesWithRequestAsync(request:files:)
        let _: (URL, CompatHello, [UploadFile]) throws -> CompatHelloResponse =
            client.postFilesWithRequest(url:request:files:)
        let _: (URL, CompatHello, [UploadFile]) async throws -> CompatHelloResponse =
            client.postFilesWithRequestAsync(url:request:files:)

        let _: Named = client.putFileWithRequest(_:request:fileName:data:mimeType:fieldName:)
        let _: NamedAsync = client.putFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)
        let _: (CompatHello, UploadFile) throws -> CompatHelloResponse = client.putFileWithRequest(request:file:)
        let _: (CompatHello, UploadFile) async throws -> CompatHelloResponse =
            client.putFileWithRequestAsync(request:file:)
        let _: AtUrl = client.putFileWithRequest(url:request:fileName:data:mimeType:fieldName:)
        let _: AtUrlAsync = client.putFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)
        let _: (CompatHello, [UploadFile]) throws -> CompatHelloResponse = client.putFilesWithRequest(request:files:)
        let _: (CompatHello, [UploadFile]) async throws -> CompatHelloResponse =
            client.putFilesWithRequestAsync(request:files:)
        let _: (URL, CompatHello, [UploadFile]) throws -> CompatHelloResponse =
            client.putFilesWithRequest(url:request:files:)
        let _: (URL, CompatHello, [UploadFile]) async throws -> CompatHelloResponse =
            client.putFilesWithRequestAsync(url:request:files:)

        let _: Into = client.sendFileWithRequest(_:request:fileName:data:mimeType:fieldName:)
        let _: IntoAsync = client.sendFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)
        let _: (inout URLRequest, CompatHello, [UploadFile]) throws -> CompatHelloResponse =
            client.sendFilesWithRequest(_:request:files:)
        let _: (inout URLRequest, CompatHello, [UploadFile]) async throws -> CompatHelloResponse =
            client.sendFilesWithRequestAsync(_:request:files:)
    }

    static func freeFunctionsAndExtensions(_ client: JsonServiceClient) {
        let _: (CompatHello, [UploadFile], String) -> Data = createMultipartFormData(request:files:boundary:)
        let _: ([String]) -> [String: Int] = JsonServiceClient.toHostsMap(_:)
        let _:
            (
                URLSession, URLAuthenticationChallenge,
                @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
            ) -> Void = client.urlSession(_:didReceive:completionHandler:)
        let _: URLSession.URLSessionDataCallback = (data: Data?.none, response: URLResponse?.none, error: Error?.none)
        let _: (URLRequest) -> URLSession.URLSessionDataTaskSync = URLSession.shared.dataTaskSync(request:)
        let _: KeyPath<HTTPURLResponse, String> = \HTTPURLResponse.statusDescription
        let _: [String] = [
            HttpMethods.Get, HttpMethods.Post, HttpMethods.Put, HttpMethods.Delete, HttpMethods.Head,
            HttpMethods.Options, HttpMethods.Patch,
        ]
        let _: KeyPath<URLRequest, String> = \URLRequest.method
        let _: (String, Data, String?, String?) -> UploadFile = UploadFile.init(fileName:data:fieldName:contentType:)
        let _: WritableKeyPath<UploadFile, String> = \UploadFile.fileName
        let _: WritableKeyPath<UploadFile, Data> = \UploadFile.data
        let _: WritableKeyPath<UploadFile, String?> = \UploadFile.fieldName
        let _: WritableKeyPath<UploadFile, String?> = \UploadFile.contentType
        let _: (String) -> String = getMimeType(for:)
    }

    static func dataTaskSync(_ result: URLSession.URLSessionDataTaskSync) {
        let _: (task: URLSessionDataTask, callback: URLSession.URLSessionDataCallback?) = result
    }
}
