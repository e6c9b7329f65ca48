import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    // MARK: POST

    /// Uploads a file with the request DTO's fields (`POST {replyUrl}{Name}`).
    public func postFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        try postFilesWithRequest(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields (`POST {replyUrl}{Name}`).
    public func postFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return {
        try await postFilesWithRequestAsync(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`.
    public func postFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(
            try url(resolveUrl(relativeUrl)), "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`.
    public func postFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(
            try url(resolveUrl(relativeUrl)), "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL.
    public func postFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(url, "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL.
    public func postFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(url, "POST", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields (`POST {replyUrl}{Name}`).
    public func postFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(try typedUploadUrl(request), "POST", request, files)
    }

    /// Uploads files with the request DTO's fields (`POST {replyUrl}{Name}`).
    public func postFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(try typedUploadUrl(request), "POST", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL.
    public func postFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(url, "POST", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL.
    public func postFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(url, "POST", request, files)
    }

    // MARK: PUT

    /// Uploads a file with the request DTO's fields (`PUT {replyUrl}{Name}`).
    public func putFileWithRequest<T: IReturn & Codable>(request: T, file: UploadFile) throws -> T.Return {
        try putFilesWithRequest(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields (`PUT {replyUrl}{Name}`).
    public func putFileWithRequestAsync<T: IReturn & Codable>(request: T, file: UploadFile) async throws -> T.Return {
        try await putFilesWithRequestAsync(request: request, files: [file])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`, with PUT.
    public func putFileWithRequest<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(
            try url(resolveUrl(relativeUrl)), "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a path relative to `baseUrl`, with PUT.
    public func putFileWithRequestAsync<T: IReturn>(
        _ relativeUrl: String, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(
            try url(resolveUrl(relativeUrl)), "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL, with PUT.
    public func putFileWithRequest<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) throws -> T.Return {
        try blockingUpload(url, "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields to a URL, with PUT.
    public func putFileWithRequestAsync<T: IReturn>(
        url: URL, request: T, fileName: String, data: Data, mimeType: String? = nil, fieldName: String? = "file"
    ) async throws -> T.Return {
        try await upload(url, "PUT", request, [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields (`PUT {replyUrl}{Name}`).
    public func putFilesWithRequest<T: IReturn & Codable>(request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(try typedUploadUrl(request), "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields (`PUT {replyUrl}{Name}`).
    public func putFilesWithRequestAsync<T: IReturn & Codable>(request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(try typedUploadUrl(request), "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL, with PUT.
    public func putFilesWithRequest<T: IReturn>(url: URL, request: T, files: [UploadFile]) throws -> T.Return {
        try blockingUpload(url, "PUT", request, files)
    }

    /// Uploads files with the request DTO's fields to a URL, with PUT.
    public func putFilesWithRequestAsync<T: IReturn>(url: URL, request: T, files: [UploadFile]) async throws
        -> T.Return
    {
        try await upload(url, "PUT", request, files)
    }

    // MARK: Caller-built requests

    /// Uploads a file with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    public func sendFileWithRequest<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) throws -> T.Return {
        try sendFilesWithRequest(&req, request: request, files: [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads a file with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    public func sendFileWithRequestAsync<T: IReturn>(
        _ req: inout URLRequest, request: T, fileName: String, data: Data, mimeType: String? = nil,
        fieldName: String? = "file"
    ) async throws -> T.Return {
        try await sendFilesWithRequestAsync(
            &req, request: request, files: [Self.file(fileName, data, mimeType, fieldName)])
    }

    /// Uploads files with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    public func sendFilesWithRequest<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile]) throws
        -> T.Return
    {
        try blockingCall({ try multipart(&req, request, files) }, as: T.Return.self)
    }

    /// Uploads files with the request DTO's fields using the caller's `URLRequest` (URL and verb).
    public func sendFilesWithRequestAsync<T: IReturn>(_ req: inout URLRequest, request: T, files: [UploadFile])
        async throws -> T.Return
    {
        try await call(try multipart(&req, request, files), as: T.Return.self)
    }

    // MARK: Shared

    private static func file(_ name: String, _ data: Data, _ mimeType: String?, _ field: String?) -> UploadFile {
        UploadFile(fileName: name, data: data, fieldName: field, contentType: mimeType)
    }

    private func multipart<T>(_ req: inout URLRequest, _ request: T, _ files: [UploadFile]) throws -> OutgoingRequest {
        let form = MultipartFormData()
        do {
            req.httpBody = try multipartFormData(
                request: populate(request), files: files, boundary: form.boundary)
        } catch {
            throw ServiceClientError.encodingFailed(type: String(describing: T.self), reason: "\(error)")
        }
        if req.httpMethod == nil || req.httpMethod == "GET" { req.httpMethod = HttpMethods.Post }
        req.setValue(form.contentType, forHTTPHeaderField: "Content-Type")
        return OutgoingRequest(base: req, retryable: request is IRetryable)
    }

    /// `{replyUrl}{Name}` with the DTO's fields in the query string, as ServiceStack.Swift sends uploads.
    private func typedUploadUrl<T: Encodable>(_ request: T) throws -> URL {
        try typedUrl(populate(request), query: [:], includeFields: true)
    }

    private func uploadRequest<T>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) throws
        -> OutgoingRequest
    {
        var req = URLRequest(url: url)
        req.httpMethod = method
        return try multipart(&req, request, files)
    }

    private func upload<T: IReturn>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) async throws
        -> T.Return
    {
        try await call(try uploadRequest(url, method, request, files), as: T.Return.self)
    }

    private func blockingUpload<T: IReturn>(_ url: URL, _ method: String, _ request: T, _ files: [UploadFile]) throws
        -> T.Return
    {
        try blockingCall({ try uploadRequest(url, method, request, files) }, as: T.Return.self)
    }
}
