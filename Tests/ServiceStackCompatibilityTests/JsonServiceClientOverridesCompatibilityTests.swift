import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A subclass overriding every `open` member of ServiceStack.Swift's `JsonServiceClient`, in the official
/// declaration order and with the official signatures: it compiles only while each stays `open` with the same
/// labels and types. Each method notes its selector and defers to the base class, so a test can see which
/// overrides a call went through.
final class EveryOpenMemberJsonServiceClient: JsonServiceClient, @unchecked Sendable {
    let calls = Recorder<String>()

    override var baseUrl: String {
        get { super.baseUrl }
        set { super.baseUrl = newValue }
    }

    override var replyUrl: String {
        get { super.replyUrl }
        set { super.replyUrl = newValue }
    }

    override var domain: String {
        get { super.domain }
        set { super.domain = newValue }
    }

    override var lastError: NSError? {
        get { super.lastError }
        set { super.lastError = newValue }
    }

    override var lastTask: URLSessionDataTask? {
        get { super.lastTask }
        set { super.lastTask = newValue }
    }

    override var onError: ((NSError) -> Void)? {
        get { super.onError }
        set { super.onError = newValue }
    }

    override var timeout: TimeInterval? {
        get { super.timeout }
        set { super.timeout = newValue }
    }

    override var cachePolicy: NSURLRequest.CachePolicy {
        get { super.cachePolicy }
        set { super.cachePolicy = newValue }
    }

    override var urlSessionFactory: (() -> URLSession)? {
        get { super.urlSessionFactory }
        set { super.urlSessionFactory = newValue }
    }

    override var requestFilter: ((URLRequest) -> Void)? {
        get { super.requestFilter }
        set { super.requestFilter = newValue }
    }

    override var responseFilter: ((URLResponse) -> Void)? {
        get { super.responseFilter }
        set { super.responseFilter = newValue }
    }

    override var bearerToken: String? {
        get { super.bearerToken }
        set { super.bearerToken = newValue }
    }

    override var refreshToken: String? {
        get { super.refreshToken }
        set { super.refreshToken = newValue }
    }

    override var sessionId: String? {
        get { super.sessionId }
        set { super.sessionId = newValue }
    }

    override var version: Int? {
        get { super.version }
        set { super.version = newValue }
    }

    override var ignoreCertificatesFor: [String] {
        get { super.ignoreCertificatesFor }
        set { super.ignoreCertificatesFor = newValue }
    }

    override var ignoreCert: Bool {
        get { super.ignoreCert }
        set { super.ignoreCert = newValue }
    }

    override var basePath: String? {
        get { super.basePath }
        set { super.basePath = newValue }
    }

    override func createSession() -> URLSession {
        calls.append("createSession()")
        return super.createSession()
    }

    override func handleError(nsError: NSError) -> NSError {
        calls.append("handleError(nsError:)")
        return super.handleError(nsError: nsError)
    }

    override func fireErrorCallbacks(error: NSError) -> NSError {
        calls.append("fireErrorCallbacks(error:)")
        return super.fireErrorCallbacks(error: error)
    }

    override func handleResponse<T: Codable>(intoResponse: T, data: Data, response: URLResponse) throws -> T {
        calls.append("handleResponse(intoResponse:data:response:)")
        return try super.handleResponse(intoResponse: intoResponse, data: data, response: response)
    }

    override func createIfError(_ nsResponse: HTTPURLResponse, _ data: Data) -> Error? {
        calls.append("createIfError(_:_:)")
        return super.createIfError(nsResponse, data)
    }

    override func createUrl<T: Codable>(dto: T, query: [String: String]) -> URL {
        calls.append("createUrl(dto:query:)")
        return super.createUrl(dto: dto, query: query)
    }

    override func createRequestDto<T: Codable>(_ url: String, httpMethod: String, request: T?) -> URLRequest {
        calls.append("createRequestDto(_:httpMethod:request:)")
        return super.createRequestDto(url, httpMethod: httpMethod, request: request)
    }

    override func createRequestDto<T: Codable>(url: URL, httpMethod: String, request: T?) -> URLRequest {
        calls.append("createRequestDto(url:httpMethod:request:)")
        return super.createRequestDto(url: url, httpMethod: httpMethod, request: request)
    }

    override func createRequest(_ url: String, httpMethod: String, requestType: String?, requestBody: Data?)
        -> URLRequest
    {
        calls.append("createRequest(_:httpMethod:requestType:requestBody:)")
        return super.createRequest(url, httpMethod: httpMethod, requestType: requestType, requestBody: requestBody)
    }

    override func initRequest(_ req: inout URLRequest) {
        calls.append("initRequest(_:)")
        return super.initRequest(&req)
    }

    override func createRequest(url: URL, httpMethod: String, requestType: String?, requestBody: Data?) -> URLRequest {
        calls.append("createRequest(url:httpMethod:requestType:requestBody:)")
        return super.createRequest(url: url, httpMethod: httpMethod, requestType: requestType, requestBody: requestBody)
    }

    override func send<T: Codable>(intoResponse: T, request: URLRequest) throws -> T {
        calls.append("send(intoResponse:request:)")
        return try super.send(intoResponse: intoResponse, request: request)
    }

    override func sendAsync<T: Codable>(intoResponse: T, request: URLRequest) async throws -> T {
        calls.append("sendAsync(intoResponse:request:)")
        return try await super.sendAsync(intoResponse: intoResponse, request: request)
    }

    override func getData(url: String) throws -> (Data, HTTPURLResponse)? {
        calls.append("getData(url:)")
        return try super.getData(url: url)
    }

    override func getDataAsync(url: String) async throws -> (Data, HTTPURLResponse)? {
        calls.append("getDataAsync(url:)")
        return try await super.getDataAsync(url: url)
    }

    override func getData(request: URLRequest, retryIf: ((HTTPURLResponse) -> Bool)?) throws -> (Data, HTTPURLResponse)?
    {
        calls.append("getData(request:retryIf:)")
        return try super.getData(request: request, retryIf: retryIf)
    }

    override func getDataAsync(request: URLRequest, retryIf: ((HTTPURLResponse) async throws -> Bool)?) async throws
        -> (Data, HTTPURLResponse)?
    {
        calls.append("getDataAsync(request:retryIf:)")
        return try await super.getDataAsync(request: request, retryIf: retryIf)
    }

    override func fetchNewAccessToken() -> Bool {
        calls.append("fetchNewAccessToken()")
        return super.fetchNewAccessToken()
    }

    override func fetchNewAccessTokenAsync() async throws -> Bool {
        calls.append("fetchNewAccessTokenAsync()")
        return try await super.fetchNewAccessTokenAsync()
    }

    override func getCookies() -> [String: String] {
        calls.append("getCookies()")
        return super.getCookies()
    }

    override func getTokenCookie() -> String? {
        calls.append("getTokenCookie()")
        return super.getTokenCookie()
    }

    override func getRefreshTokenCookie() -> String? {
        calls.append("getRefreshTokenCookie()")
        return super.getRefreshTokenCookie()
    }

    override func resolveUrl(_ relativeOrAbsoluteUrl: String) -> String {
        calls.append("resolveUrl(_:)")
        return super.resolveUrl(relativeOrAbsoluteUrl)
    }

    override func hasRequestBody(httpMethod: String) -> Bool {
        calls.append("hasRequestBody(httpMethod:)")
        return super.hasRequestBody(httpMethod: httpMethod)
    }

    override func getSendMethod<T>(_ request: T) -> String {
        calls.append("getSendMethod(_:)")
        return super.getSendMethod(request)
    }

    override func send<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("send(_:)")
        return try super.send(request)
    }

    override func send<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("send(_:)")
        return try super.send(request)
    }

    override func sendAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("sendAsync(_:)")
        return try await super.sendAsync(request)
    }

    override func sendAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("sendAsync(_:)")
        return try await super.sendAsync(request)
    }

    override func get<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("get(_:)")
        return try super.get(request)
    }

    override func get<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("get(_:)")
        return try super.get(request)
    }

    override func get<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        calls.append("get(_:query:)")
        return try super.get(request, query: query)
    }

    override func get<T: Codable>(_ relativeUrl: String) throws -> T {
        calls.append("get(_:)")
        return try super.get(relativeUrl)
    }

    override func get<T: Codable>(url: URL) throws -> T {
        calls.append("get(url:)")
        return try super.get(url: url)
    }

    override func getAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("getAsync(_:)")
        return try await super.getAsync(request)
    }

    override func getAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("getAsync(_:)")
        return try await super.getAsync(request)
    }

    override func getAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return
    where T: Codable {
        calls.append("getAsync(_:query:)")
        return try await super.getAsync(request, query: query)
    }

    override func getAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        calls.append("getAsync(_:)")
        return try await super.getAsync(relativeUrl)
    }

    override func getAsync<T: Codable>(url: URL) async throws -> T {
        calls.append("getAsync(url:)")
        return try await super.getAsync(url: url)
    }

    override func post<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("post(_:)")
        return try super.post(request)
    }

    override func post<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("post(_:)")
        return try super.post(request)
    }

    override func post<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    {
        calls.append("post(_:request:)")
        return try super.post(relativeUrl, request: request)
    }

    override func postAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("postAsync(_:)")
        return try await super.postAsync(request)
    }

    override func postAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("postAsync(_:)")
        return try await super.postAsync(request)
    }

    override func postAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        calls.append("postAsync(_:request:)")
        return try await super.postAsync(relativeUrl, request: request)
    }

    override func put<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("put(_:)")
        return try super.put(request)
    }

    override func put<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("put(_:)")
        return try super.put(request)
    }

    override func put<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    {
        calls.append("put(_:request:)")
        return try super.put(relativeUrl, request: request)
    }

    override func put<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        calls.append("put(url:request:)")
        return try super.put(url: url, request: request)
    }

    override func putAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("putAsync(_:)")
        return try await super.putAsync(request)
    }

    override func putAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("putAsync(_:)")
        return try await super.putAsync(request)
    }

    override func putAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        calls.append("putAsync(_:request:)")
        return try await super.putAsync(relativeUrl, request: request)
    }

    override func putAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response {
        calls.append("putAsync(url:request:)")
        return try await super.putAsync(url: url, request: request)
    }

    override func delete<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("delete(_:)")
        return try super.delete(request)
    }

    override func delete<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("delete(_:)")
        return try super.delete(request)
    }

    override func delete<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable {
        calls.append("delete(_:query:)")
        return try super.delete(request, query: query)
    }

    override func delete<T: Codable>(_ relativeUrl: String) throws -> T {
        calls.append("delete(_:)")
        return try super.delete(relativeUrl)
    }

    override func delete<T: Codable>(url: URL) throws -> T {
        calls.append("delete(url:)")
        return try super.delete(url: url)
    }

    override func deleteAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("deleteAsync(_:)")
        return try await super.deleteAsync(request)
    }

    override func deleteAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("deleteAsync(_:)")
        return try await super.deleteAsync(request)
    }

    override func deleteAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return
    where T: Codable {
        calls.append("deleteAsync(_:query:)")
        return try await super.deleteAsync(request, query: query)
    }

    override func deleteAsync<T: Codable>(_ relativeUrl: String) async throws -> T {
        calls.append("deleteAsync(_:)")
        return try await super.deleteAsync(relativeUrl)
    }

    override func deleteAsync<T: Codable>(url: URL) async throws -> T {
        calls.append("deleteAsync(url:)")
        return try await super.deleteAsync(url: url)
    }

    override func patch<T: IReturn>(_ request: T) throws -> T.Return where T: Codable {
        calls.append("patch(_:)")
        return try super.patch(request)
    }

    override func patch<T: IReturnVoid>(_ request: T) throws where T: Codable {
        calls.append("patch(_:)")
        return try super.patch(request)
    }

    override func patch<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws
        -> Response
    {
        calls.append("patch(_:request:)")
        return try super.patch(relativeUrl, request: request)
    }

    override func patch<Response: Codable, Request: Codable>(url: URL, request: Request?) throws -> Response {
        calls.append("patch(url:request:)")
        return try super.patch(url: url, request: request)
    }

    override func patchAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable {
        calls.append("patchAsync(_:)")
        return try await super.patchAsync(request)
    }

    override func patchAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable {
        calls.append("patchAsync(_:)")
        return try await super.patchAsync(request)
    }

    override func patchAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response
    {
        calls.append("patchAsync(_:request:)")
        return try await super.patchAsync(relativeUrl, request: request)
    }

    override func patchAsync<Response: Codable, Request: Codable>(url: URL, request: Request?) async throws -> Response
    {
        calls.append("patchAsync(url:request:)")
        return try await super.patchAsync(url: url, request: request)
    }

    override func postFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return {
        calls.append("postFileWithRequest(_:request:fileName:data:mimeType:fieldName:)")
        return try super.postFileWithRequest(
            relativeUrl, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func postFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return {
        calls.append("postFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)")
        return try await super.postFileWithRequestAsync(
            relativeUrl, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func postFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        calls.append("postFileWithRequest(request:file:)")
        return try super.postFileWithRequest(request: request, file: file)
    }

    override func postFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return
    {
        calls.append("postFileWithRequestAsync(request:file:)")
        return try await super.postFileWithRequestAsync(request: request, file: file)
    }

    override func postFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return {
        calls.append("postFileWithRequest(url:request:fileName:data:mimeType:fieldName:)")
        return try super.postFileWithRequest(
            url: url, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func postFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return {
        calls.append("postFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)")
        return try await super.postFileWithRequestAsync(
            url: url, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func postFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        calls.append("postFilesWithRequest(request:files:)")
        return try super.postFilesWithRequest(request: request, files: files)
    }

    override func postFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        calls.append("postFilesWithRequestAsync(request:files:)")
        return try await super.postFilesWithRequestAsync(request: request, files: files)
    }

    override func postFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        calls.append("postFilesWithRequest(url:request:files:)")
        return try super.postFilesWithRequest(url: url, request: request, files: files)
    }

    override func postFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        calls.append("postFilesWithRequestAsync(url:request:files:)")
        return try await super.postFilesWithRequestAsync(url: url, request: request, files: files)
    }

    override func putFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return {
        calls.append("putFileWithRequest(_:request:fileName:data:mimeType:fieldName:)")
        return try super.putFileWithRequest(
            relativeUrl, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func putFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return {
        calls.append("putFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)")
        return try await super.putFileWithRequestAsync(
            relativeUrl, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func putFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        calls.append("putFileWithRequest(request:file:)")
        return try super.putFileWithRequest(request: request, file: file)
    }

    override func putFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return {
        calls.append("putFileWithRequestAsync(request:file:)")
        return try await super.putFileWithRequestAsync(request: request, file: file)
    }

    override func putFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return {
        calls.append("putFileWithRequest(url:request:fileName:data:mimeType:fieldName:)")
        return try super.putFileWithRequest(
            url: url, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func putFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return {
        calls.append("putFileWithRequestAsync(url:request:fileName:data:mimeType:fieldName:)")
        return try await super.putFileWithRequestAsync(
            url: url, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func putFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        calls.append("putFilesWithRequest(request:files:)")
        return try super.putFilesWithRequest(request: request, files: files)
    }

    override func putFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        calls.append("putFilesWithRequestAsync(request:files:)")
        return try await super.putFilesWithRequestAsync(request: request, files: files)
    }

    override func putFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        calls.append("putFilesWithRequest(url:request:files:)")
        return try super.putFilesWithRequest(url: url, request: request, files: files)
    }

    override func putFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        calls.append("putFilesWithRequestAsync(url:request:files:)")
        return try await super.putFilesWithRequestAsync(url: url, request: request, files: files)
    }

    override func sendFileWithRequest<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return {
        calls.append("sendFileWithRequest(_:request:fileName:data:mimeType:fieldName:)")
        return try super.sendFileWithRequest(
            &req, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func sendFileWithRequestAsync<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return {
        calls.append("sendFileWithRequestAsync(_:request:fileName:data:mimeType:fieldName:)")
        return try await super.sendFileWithRequestAsync(
            &req, request: request, fileName: fileName, data: data, mimeType: mimeType, fieldName: fieldName)
    }

    override func sendFilesWithRequest<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile]) throws
        -> T.Return
    {
        calls.append("sendFilesWithRequest(_:request:files:)")
        return try super.sendFilesWithRequest(&req, request: request, files: files)
    }

    override func sendFilesWithRequestAsync<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile])
        async throws -> T.Return
    {
        calls.append("sendFilesWithRequestAsync(_:request:files:)")
        return try await super.sendFilesWithRequestAsync(&req, request: request, files: files)
    }
}
