import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Sends `request` with the verb of its marker, as `sendAsync` does, and returns its response or its error,
    /// never throwing.
    public func api<T: IReturn & Codable>(_ request: T) async -> ApiResult<T.Return> {
        await ApiResult.capture { try await sendAsync(request) }
    }

    /// Sends a void `request` with the verb of its marker; a success holds an empty `EmptyResponse`.
    public func apiVoid<T: IReturnVoid & Codable>(_ request: T) async -> ApiResult<EmptyResponse> {
        await ApiResult.capture {
            try await sendAsync(request)
            return EmptyResponse()
        }
    }

    /// Sends `request` as `multipart/form-data` to its route, with the verb of its marker (POST for `IGet` and
    /// unmarked requests), and returns its response or its error, never throwing.
    ///
    /// The body has one part per request field, then `fields` (replacing request fields of the same name), then
    /// `files`: what a form posts. As with `postFilesWithRequest`, the request's fields are also in the query
    /// string.
    public func apiForm<T: IReturn & Codable>(
        _ request: T, fields: KeyValuePairs<String, String> = [:], files: [UploadFile] = []
    ) async -> ApiResult<T.Return> {
        let formFields = fields.map { (name: $0.key, value: $0.value) }
        return await ApiResult.capture {
            try await call(try formRequest(request, fields: formFields, files: files), as: T.Return.self)
        }
    }

    /// Sends a void `request` as `multipart/form-data`, as ``apiForm(_:fields:files:)`` does; a success holds an
    /// empty `EmptyResponse`.
    public func apiFormVoid<T: IReturnVoid & Codable>(
        _ request: T, fields: KeyValuePairs<String, String> = [:], files: [UploadFile] = []
    ) async -> ApiResult<EmptyResponse> {
        let formFields = fields.map { (name: $0.key, value: $0.value) }
        return await ApiResult.capture {
            try await callVoid(try formRequest(request, fields: formFields, files: files))
            return EmptyResponse()
        }
    }

    private func formRequest<T: Encodable>(_ request: T, fields: [(name: String, value: String)], files: [UploadFile])
        throws -> OutgoingRequest
    {
        var urlRequest = URLRequest(url: try typedUploadUrl(request))
        urlRequest.httpMethod = getSendMethod(request)
        return try multipart(&urlRequest, request, files, fields: fields)
    }
}
