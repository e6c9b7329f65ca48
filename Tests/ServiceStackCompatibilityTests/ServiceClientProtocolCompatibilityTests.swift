import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// What each requirement of `ServiceClient` answered, by the requirement's name.
struct ServiceClientAnswers<Response, UploadResponse> {
    var responses: [(requirement: String, response: Response)] = []
    var uploads: [(requirement: String, response: UploadResponse)] = []
    var data: [(requirement: String, body: Data, status: Int)] = []
    var voidRequirements: [String] = []
    var cookies: [String: String] = [:]
    var tokenCookie: String?
    var refreshTokenCookie: String?
}

/// Calls every requirement of ServiceStack.Swift's `ServiceClient` protocol, in its declaration order, through a
/// generic constraint: a client that compiles here conforms with the official labels and types.
///
/// `relativeUrl` must answer `Request.Return` for GET, POST, PUT, DELETE and PATCH; `uploadUrl` must take
/// multipart uploads answering `Upload.Return`. `LiveServerCompatibilityTests` runs both against the test services
/// with a `JsonServiceClient` and with a subclass overriding every open member.
enum ServiceClientRequirements {
    static func callBlockingRequirements<
        Client: ServiceClient, Request: IReturn & Codable, VoidRequest: IReturnVoid & Codable,
        Upload: IReturn & Codable
    >(
        on client: Client, request: Request, void: VoidRequest, relativeUrl: String, absoluteUrl: URL,
        upload: Upload, uploadUrl: URL, file: UploadFile
    ) throws -> ServiceClientAnswers<Request.Return, Upload.Return> {
        var answers = ServiceClientAnswers<Request.Return, Upload.Return>()
        func answer(_ name: String, _ response: Request.Return) { answers.responses.append((name, response)) }
        func uploaded(_ name: String, _ response: Upload.Return) { answers.uploads.append((name, response)) }

        answer("get(_:)", try client.get(request))
        try client.get(void)
        answers.voidRequirements.append("get(_:) void")
        answer("get(_:query:)", try client.get(request, query: ["extra": "1"]))
        answer("get(relativeUrl)", try client.get(relativeUrl))

        answer("post(_:)", try client.post(request))
        try client.post(void)
        answers.voidRequirements.append("post(_:) void")
        answer("post(_:request:)", try client.post(relativeUrl, request: request))

        answer("put(_:)", try client.put(request))
        try client.put(void)
        answers.voidRequirements.append("put(_:) void")
        answer("put(_:request:)", try client.put(relativeUrl, request: request))

        answer("delete(_:)", try client.delete(request))
        try client.delete(void)
        answers.voidRequirements.append("delete(_:) void")
        answer("delete(_:query:)", try client.delete(request, query: ["extra": "1"]))
        answer("delete(relativeUrl)", try client.delete(relativeUrl))

        answer("patch(_:)", try client.patch(request))
        try client.patch(void)
        answers.voidRequirements.append("patch(_:) void")
        answer("patch(_:request:)", try client.patch(relativeUrl, request: request))

        answer("send(_:)", try client.send(request))
        try client.send(void)
        answers.voidRequirements.append("send(_:) void")
        var absolute = URLRequest(url: absoluteUrl)
        absolute.httpMethod = "GET"
        absolute.setValue("application/json", forHTTPHeaderField: "Accept")
        answer(
            "send(intoResponse:request:)",
            try client.send(intoResponse: Factory<Request.Return>.create(), request: absolute))

        let relativeUpload = uploadUrl.path
        uploaded("postFileWithRequest(request:file:)", try client.postFileWithRequest(request: upload, file: file))
        uploaded(
            "postFileWithRequest(_:request:…)",
            try client.postFileWithRequest(
                relativeUpload, request: upload, fileName: file.fileName, data: file.data, mimeType: "text/plain",
                fieldName: "file"))
        uploaded(
            "postFileWithRequest(url:request:…)",
            try client.postFileWithRequest(
                url: uploadUrl, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                fieldName: nil))
        uploaded(
            "postFilesWithRequest(request:files:)", try client.postFilesWithRequest(request: upload, files: [file]))
        uploaded(
            "postFilesWithRequest(url:request:files:)",
            try client.postFilesWithRequest(url: uploadUrl, request: upload, files: [file]))

        uploaded("putFileWithRequest(request:file:)", try client.putFileWithRequest(request: upload, file: file))
        uploaded(
            "putFileWithRequest(_:request:…)",
            try client.putFileWithRequest(
                relativeUpload, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                fieldName: "file"))
        uploaded(
            "putFileWithRequest(url:request:…)",
            try client.putFileWithRequest(
                url: uploadUrl, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                fieldName: "file"))
        uploaded("putFilesWithRequest(request:files:)", try client.putFilesWithRequest(request: upload, files: [file]))
        uploaded(
            "putFilesWithRequest(url:request:files:)",
            try client.putFilesWithRequest(url: uploadUrl, request: upload, files: [file]))

        var single = URLRequest(url: uploadUrl)
        single.httpMethod = "POST"
        uploaded(
            "sendFileWithRequest(_:request:…)",
            try client.sendFileWithRequest(
                &single, request: upload, fileName: file.fileName, data: file.data, mimeType: nil, fieldName: "file"))
        var many = URLRequest(url: uploadUrl)
        many.httpMethod = "POST"
        uploaded(
            "sendFilesWithRequest(_:request:files:)",
            try client.sendFilesWithRequest(&many, request: upload, files: [file]))

        if let (body, response) = try client.getData(url: relativeUrl) {
            answers.data.append(("getData(url:)", body, response.statusCode))
        }
        if let (body, response) = try client.getData(request: absolute, retryIf: { _ in false }) {
            answers.data.append(("getData(request:retryIf:)", body, response.statusCode))
        }

        answers.cookies = client.getCookies()
        answers.tokenCookie = client.getTokenCookie()
        answers.refreshTokenCookie = client.getRefreshTokenCookie()
        return answers
    }

    static func callAsyncRequirements<
        Client: ServiceClient, Request: IReturn & Codable, VoidRequest: IReturnVoid & Codable,
        Upload: IReturn & Codable
    >(
        on client: Client, request: Request, void: VoidRequest, relativeUrl: String, absoluteUrl: URL,
        upload: Upload, uploadUrl: URL, file: UploadFile
    ) async throws -> ServiceClientAnswers<Request.Return, Upload.Return> {
        var answers = ServiceClientAnswers<Request.Return, Upload.Return>()

        answers.responses.append(("getAsync(_:)", try await client.getAsync(request)))
        try await client.getAsync(void)
        answers.voidRequirements.append("getAsync(_:) void")
        answers.responses.append(("getAsync(_:query:)", try await client.getAsync(request, query: ["extra": "1"])))
        answers.responses.append(("getAsync(relativeUrl)", try await client.getAsync(relativeUrl)))

        answers.responses.append(("postAsync(_:)", try await client.postAsync(request)))
        try await client.postAsync(void)
        answers.voidRequirements.append("postAsync(_:) void")
        answers.responses.append(("postAsync(_:request:)", try await client.postAsync(relativeUrl, request: request)))

        answers.responses.append(("putAsync(_:)", try await client.putAsync(request)))
        try await client.putAsync(void)
        answers.voidRequirements.append("putAsync(_:) void")
        answers.responses.append(("putAsync(_:request:)", try await client.putAsync(relativeUrl, request: request)))

        answers.responses.append(("deleteAsync(_:)", try await client.deleteAsync(request)))
        try await client.deleteAsync(void)
        answers.voidRequirements.append("deleteAsync(_:) void")
        answers.responses.append(
            ("deleteAsync(_:query:)", try await client.deleteAsync(request, query: ["extra": "1"])))
        answers.responses.append(("deleteAsync(relativeUrl)", try await client.deleteAsync(relativeUrl)))

        answers.responses.append(("patchAsync(_:)", try await client.patchAsync(request)))
        try await client.patchAsync(void)
        answers.voidRequirements.append("patchAsync(_:) void")
        answers.responses.append(("patchAsync(_:request:)", try await client.patchAsync(relativeUrl, request: request)))

        var absolute = URLRequest(url: absoluteUrl)
        absolute.httpMethod = "GET"
        absolute.setValue("application/json", forHTTPHeaderField: "Accept")
        answers.responses.append(
            (
                "sendAsync(intoResponse:request:)",
                try await client.sendAsync(intoResponse: Factory<Request.Return>.create(), request: absolute)
            ))

        let relativeUpload = uploadUrl.path
        answers.uploads.append(
            (
                "postFileWithRequestAsync(request:file:)",
                try await client.postFileWithRequestAsync(request: upload, file: file)
            ))
        answers.uploads.append(
            (
                "postFileWithRequestAsync(_:request:…)",
                try await client.postFileWithRequestAsync(
                    relativeUpload, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                    fieldName: "file")
            ))
        answers.uploads.append(
            (
                "postFileWithRequestAsync(url:request:…)",
                try await client.postFileWithRequestAsync(
                    url: uploadUrl, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                    fieldName: "file")
            ))
        answers.uploads.append(
            (
                "postFilesWithRequestAsync(request:files:)",
                try await client.postFilesWithRequestAsync(request: upload, files: [file])
            ))
        answers.uploads.append(
            (
                "postFilesWithRequestAsync(url:request:files:)",
                try await client.postFilesWithRequestAsync(url: uploadUrl, request: upload, files: [file])
            ))
        answers.uploads.append(
            (
                "putFileWithRequestAsync(request:file:)",
                try await client.putFileWithRequestAsync(request: upload, file: file)
            ))
        answers.uploads.append(
            (
                "putFileWithRequestAsync(_:request:…)",
                try await client.putFileWithRequestAsync(
                    relativeUpload, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                    fieldName: "file")
            ))
        answers.uploads.append(
            (
                "putFileWithRequestAsync(url:request:…)",
                try await client.putFileWithRequestAsync(
                    url: uploadUrl, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                    fieldName: "file")
            ))
        answers.uploads.append(
            (
                "putFilesWithRequestAsync(request:files:)",
                try await client.putFilesWithRequestAsync(request: upload, files: [file])
            ))
        answers.uploads.append(
            (
                "putFilesWithRequestAsync(url:request:files:)",
                try await client.putFilesWithRequestAsync(url: uploadUrl, request: upload, files: [file])
            ))
        var single = URLRequest(url: uploadUrl)
        single.httpMethod = "POST"
        answers.uploads.append(
            (
                "sendFileWithRequestAsync(_:request:…)",
                try await client.sendFileWithRequestAsync(
                    &single, request: upload, fileName: file.fileName, data: file.data, mimeType: nil,
                    fieldName: "file")
            ))
        var many = URLRequest(url: uploadUrl)
        many.httpMethod = "POST"
        answers.uploads.append(
            (
                "sendFilesWithRequestAsync(_:request:files:)",
                try await client.sendFilesWithRequestAsync(&many, request: upload, files: [file])
            ))

        if let (body, response) = try await client.getDataAsync(url: relativeUrl) {
            answers.data.append(("getDataAsync(url:)", body, response.statusCode))
        }
        if let (body, response) = try await client.getDataAsync(request: absolute, retryIf: { _ in false }) {
            answers.data.append(("getDataAsync(request:retryIf:)", body, response.statusCode))
        }
        return answers
    }
}
