import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    static func file(_ name: String, _ data: Data, _ mimeType: String?, _ field: String?) -> UploadFile {
        UploadFile(fileName: name, data: data, fieldName: field, contentType: mimeType)
    }

    func multipart<T>(
        _ req: inout URLRequest, _ request: T, _ files: [UploadFile], fields: [(name: String, value: String)] = []
    ) throws -> OutgoingRequest {
        let form = MultipartFormData()
        do {
            req.httpBody = try multipartFormData(
                request: populate(request), files: files, boundary: form.boundary, fields: fields)
        } catch {
            throw ServiceClientError.encodingFailed(type: String(describing: T.self), reason: "\(error)")
        }
        if req.httpMethod == nil || req.httpMethod == "GET" { req.httpMethod = HttpMethods.Post }
        req.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        return OutgoingRequest(base: req, retryable: request is any IRetryable)
    }

    /// `{replyUrl}{Name}` with the DTO's fields in the query string, as ServiceStack.Swift sends uploads.
    func typedUploadUrl<T: Encodable>(_ request: T) throws -> URL {
        try typedUrl(populate(request), query: [:], includeFields: true)
    }

    func uploadRequest<T>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) throws
        -> OutgoingRequest
    {
        var req = URLRequest(url: url)
        req.httpMethod = method
        return try multipart(&req, request, files)
    }

    func upload<T: IReturn>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) async throws
        -> T.Return
    {
        try await call(try uploadRequest(url, method, request, files), as: T.Return.self)
    }

    func blockingUpload<T: IReturn>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) throws
        -> T.Return
    {
        try blockingCall({ try uploadRequest(url, method, request, files) }, as: T.Return.self)
    }
}
