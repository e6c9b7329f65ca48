import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The typed ServiceStack client API (the same requirements as ServiceStack.Swift's `ServiceClient`).
///
/// Typed calls go to the request's route under the base URL. GET and DELETE send the request's properties in the
/// query string, the other verbs as a JSON body. A status of 400 or more throws `WebServiceError`; a failure before
/// any response throws `ServiceClientError`. Each call has a blocking form and an `async` one.
public protocol ServiceClient {
    /// Sends `request` with GET and returns its response, blocking the caller.
    func get<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with GET, blocking the caller.
    func get<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends `request` with GET, plus the `query` pairs, and returns its response, blocking the caller.
    func get<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable
    /// Sends GET to `relativeUrl` (a path or an absolute URL) and decodes the response as `T`, blocking the caller.
    func get<T: Codable>(_ relativeUrl: String) throws -> T
    /// Sends `request` with GET and returns its response.
    func getAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable
    /// Sends a void `request` with GET.
    func getAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable
    /// Sends `request` with GET, plus the `query` pairs, and returns its response.
    func getAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return where T: Codable
    /// Sends GET to `relativeUrl` (a path or an absolute URL) and decodes the response as `T`.
    func getAsync<T: Codable>(_ relativeUrl: String) async throws -> T

    /// Sends `request` with POST and returns its response, blocking the caller.
    func post<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with POST, blocking the caller.
    func post<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends `request` (if any) with POST to `relativeUrl` (a path or an absolute URL), blocking the caller.
    func post<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    /// Sends `request` with POST and returns its response.
    func postAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable
    /// Sends a void `request` with POST.
    func postAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable
    /// Sends `request` (if any) with POST to `relativeUrl` (a path or an absolute URL).
    func postAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response

    /// Sends `request` with PUT and returns its response, blocking the caller.
    func put<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with PUT, blocking the caller.
    func put<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends `request` (if any) with PUT to `relativeUrl` (a path or an absolute URL), blocking the caller.
    func put<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    /// Sends `request` with PUT and returns its response.
    func putAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable
    /// Sends a void `request` with PUT.
    func putAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable
    /// Sends `request` (if any) with PUT to `relativeUrl` (a path or an absolute URL).
    func putAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response

    /// Sends `request` with DELETE and returns its response, blocking the caller.
    func delete<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with DELETE, blocking the caller.
    func delete<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends `request` with DELETE, plus the `query` pairs, and returns its response, blocking the caller.
    func delete<T: IReturn>(_ request: T, query: [String: String]) throws -> T.Return where T: Codable
    /// Sends DELETE to `relativeUrl` (a path or an absolute URL) and decodes the response as `T`, blocking the caller.
    func delete<T: Codable>(_ relativeUrl: String) throws -> T
    /// Sends `request` with DELETE and returns its response.
    func deleteAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable
    /// Sends a void `request` with DELETE.
    func deleteAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable
    /// Sends `request` with DELETE, plus the `query` pairs, and returns its response.
    func deleteAsync<T: IReturn>(_ request: T, query: [String: String]) async throws -> T.Return where T: Codable
    /// Sends DELETE to `relativeUrl` (a path or an absolute URL) and decodes the response as `T`.
    func deleteAsync<T: Codable>(_ relativeUrl: String) async throws -> T

    /// Sends `request` with PATCH and returns its response, blocking the caller.
    func patch<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with PATCH, blocking the caller.
    func patch<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends `request` (if any) with PATCH to `relativeUrl` (a path or an absolute URL), blocking the caller.
    func patch<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) throws -> Response
    /// Sends `request` with PATCH and returns its response.
    func patchAsync<T: IReturn>(_ request: T) async throws -> T.Return where T: Codable
    /// Sends a void `request` with PATCH.
    func patchAsync<T: IReturnVoid>(_ request: T) async throws where T: Codable
    /// Sends `request` (if any) with PATCH to `relativeUrl` (a path or an absolute URL).
    func patchAsync<Response: Codable, Request: Codable>(_ relativeUrl: String, request: Request?) async throws
        -> Response

    /// Sends `request` with the verb of its marker (`IGet`, `IPut`..., else POST), blocking the caller.
    func send<T: IReturn>(_ request: T) throws -> T.Return where T: Codable
    /// Sends a void `request` with the verb of its marker (`IGet`, `IPut`..., else POST), blocking the caller.
    func send<T: IReturnVoid>(_ request: T) throws where T: Codable
    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`, blocking the caller.
    func send<T: Codable>(intoResponse: T, request: URLRequest) throws -> T
    /// Sends a prepared `URLRequest` and decodes the response as the type of `intoResponse`.
    func sendAsync<T: Codable>(intoResponse: T, request: URLRequest) async throws -> T

    /// Uploads `file` and `request`'s fields with POST as `multipart/form-data`, blocking the caller.
    func postFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return
    /// Uploads `file` and `request`'s fields with POST as `multipart/form-data`.
    func postFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with POST as `multipart/form-data`, blocking the caller.
    func postFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with POST as `multipart/form-data`.
    func postFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with POST as `multipart/form-data`, blocking the caller.
    func postFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with POST as `multipart/form-data`.
    func postFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return
    /// Uploads `files` and `request`'s fields with POST as `multipart/form-data`, blocking the caller.
    func postFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return
    /// Uploads `files` and `request`'s fields with POST as `multipart/form-data`.
    func postFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws -> T.Return
    /// Uploads `files` and `request`'s fields with POST to `url` as `multipart/form-data`, blocking the caller.
    func postFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return
    /// Uploads `files` and `request`'s fields with POST to `url` as `multipart/form-data`.
    func postFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws -> T.Return

    /// Uploads `file` and `request`'s fields with PUT as `multipart/form-data`, blocking the caller.
    func putFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return
    /// Uploads `file` and `request`'s fields with PUT as `multipart/form-data`.
    func putFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with PUT as `multipart/form-data`, blocking the caller.
    func putFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with PUT as `multipart/form-data`.
    func putFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with PUT as `multipart/form-data`, blocking the caller.
    func putFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return
    /// Uploads `data` as `fileName` and `request`'s fields with PUT as `multipart/form-data`.
    func putFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return
    /// Uploads `files` and `request`'s fields with PUT as `multipart/form-data`, blocking the caller.
    func putFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return
    /// Uploads `files` and `request`'s fields with PUT as `multipart/form-data`.
    func putFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws -> T.Return
    /// Uploads `files` and `request`'s fields with PUT to `url` as `multipart/form-data`, blocking the caller.
    func putFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return
    /// Uploads `files` and `request`'s fields with PUT to `url` as `multipart/form-data`.
    func putFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws -> T.Return

    /// Uploads `data` as `fileName`, with `request`'s fields, through `req` (multipart), blocking the caller.
    func sendFileWithRequest<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) throws -> T.Return
    /// Uploads `data` as `fileName`, with `request`'s fields, through `req` as `multipart/form-data`.
    func sendFileWithRequestAsync<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String?, fieldName: String?
    ) async throws -> T.Return
    /// Uploads `files`, with `request`'s fields, through `req` as `multipart/form-data`, blocking the caller.
    func sendFilesWithRequest<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile]) throws -> T.Return
    /// Uploads `files`, with `request`'s fields, through `req` as `multipart/form-data`.
    func sendFilesWithRequestAsync<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile]) async throws
        -> T.Return

    /// GETs `url` (a path or an absolute URL) and returns the raw body and response, blocking the caller.
    func getData(url: String) throws -> (Data, HTTPURLResponse)?
    /// GETs `url` (a path or an absolute URL) and returns the raw body and response.
    func getDataAsync(url: String) async throws -> (Data, HTTPURLResponse)?
    /// Sends `request` and returns the raw body, sending it once more when `retryIf` says so, blocking the caller.
    func getData(request: URLRequest, retryIf: ((HTTPURLResponse) -> Bool)?) throws -> (Data, HTTPURLResponse)?
    /// Sends `request` and returns the raw body, sending it once more when `retryIf` says so.
    func getDataAsync(request: URLRequest, retryIf: ((HTTPURLResponse) async throws -> Bool)?) async throws -> (
        Data, HTTPURLResponse
    )?

    /// The cookies the client holds for its base URL, by name.
    func getCookies() -> [String: String]
    /// The `ss-tok` cookie (the JWT access token), if the server set one.
    func getTokenCookie() -> String?
    /// The `ss-reftok` cookie (the JWT refresh token), if the server set one.
    func getRefreshTokenCookie() -> String?
}
