import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceStack
import ServiceStackWire

/// A request read into memory: path, headers, cookies, query, body and its form fields and files.
struct IncomingRequest: Sendable {
    let path: String
    let headerFields: HTTPFields
    /// HTTP/1.1's Host header arrives as the request's authority, not among the header fields.
    let authority: String?
    let query: [(name: String, value: String)]
    let form: [(name: String, value: String)]
    let files: [UploadedFile]
    let cookies: [String: String]
    let contentType: String
    let body: Data
    /// The most values the JSON body may hold.
    let maxJsonValues: Int

    /// Reads `request`, collecting at most `maxBodySize` bytes (413 beyond that) and at most `maxFormFields`
    /// name/value pairs from each of the query string and the form (400 beyond that).
    ///
    /// Kept out of line, like `make`: the caller's async frame then holds its result, not its locals.
    @inline(never)
    static func read(_ request: Request, limits: HostConfig) async throws -> IncomingRequest {
        guard hasBody(request) else { return try make(request, body: Data(), limits: limits) }
        return try make(request, body: try await readBody(request, limit: limits.maxBodySize), limits: limits)
    }

    /// The request's body, at most `limit` bytes (413 beyond that).
    private static func readBody(_ request: Request, limit: Int) async throws -> Data {
        var body = Data()
        for try await buffer in request.body {
            guard body.count + buffer.readableBytes <= limit else {
                throw HttpError(status: 413, message: "Request body exceeds \(limit) bytes")
            }
            body.append(contentsOf: buffer.readableBytesView)
        }
        return body
    }

    /// Kept out of line: inlined into an async caller, its locals would take room in that caller's frame, which
    /// a streaming connection's task keeps.
    @inline(never)
    private static func make(_ request: Request, body: Data, limits: HostConfig) throws -> IncomingRequest {
        let maxFields = limits.maxFormFields
        let contentType = request.headers[.contentType] ?? ""
        var form: [(name: String, value: String)] = []
        var files: [UploadedFile] = []
        let mediaType =
            contentType.isEmpty
            ? "" : (contentType.split(separator: ";").first.map(\.trimmingSpaces) ?? "").lowercased()
        if mediaType == "application/x-www-form-urlencoded" {
            form = try parsePairs(String(decoding: body, as: UTF8.self), limit: maxFields, describedAs: "form body")
        } else if mediaType == "multipart/form-data" {
            (form, files) = try MultipartFormParser.parse(body, contentType: contentType, maxParts: maxFields)
        }
        let query = try parsePairs(request.uri.query ?? "", limit: maxFields, describedAs: "query string")
        return IncomingRequest(
            path: request.uri.path, headerFields: request.headers, authority: request.head.authority,
            query: query, form: form,
            files: files, cookies: parseCookies(request.headers[values: .cookie]), contentType: mediaType,
            body: body, maxJsonValues: limits.maxJsonValues)
    }

    /// The pairs of a query string or form body; one of more than `limit` pairs is refused (400) before any is decoded.
    private static func parsePairs(_ text: String, limit: Int, describedAs what: String) throws -> [(
        name: String, value: String
    )] {
        guard !FormURLEncoding.mayHoldMorePairs(than: limit, text) else {
            throw HttpError(
                status: 400, message: "The \(what) has more than \(limit) fields", errorCode: "TooManyFields")
        }
        return FormURLEncoding.parse(text)
    }

    /// Whether the request declares a body; without one there is no body stream worth awaiting (HTTP/1.1).
    private static func hasBody(_ request: Request) -> Bool {
        if let length = request.headers[.contentLength] { return length != "0" }
        return request.headers[.transferEncoding] != nil
    }

    private static func parseCookies(_ headerValues: [String]) -> [String: String] {
        var cookies: [String: String] = [:]
        for value in headerValues {
            for item in value.split(separator: ";") {
                let pair = item.split(separator: "=", maxSplits: 1)
                guard let name = pair.first?.trimmingSpaces, !name.isEmpty else {
                    continue
                }
                cookies[name] = pair.count > 1 ? pair[1].trimmingSpaces : ""
            }
        }
        return cookies
    }

    /// Whether the body should be read as JSON.
    private var isJson: Bool {
        if contentType.hasSuffix("json") { return true }
        guard contentType.isEmpty,
            let first = body.first(where: { ![0x20, 0x0A, 0x0D, 0x09].contains($0) })
        else {
            return false
        }
        return first == UInt8(ascii: "{") || first == UInt8(ascii: "[")
    }

    private var isForm: Bool {
        contentType == "application/x-www-form-urlencoded" || contentType == "multipart/form-data"
    }

    /// The parsed JSON body, or an empty object when there is none.
    func bodyValue() throws -> WireValue {
        if body.isEmpty || isForm { return .object([]) }
        guard isJson else {
            throw HttpError(
                status: 415, message: "Content-Type '\(contentType)' is not supported; send JSON or form data")
        }
        do {
            return try JSONTreeParser.parse(body, maxValues: maxJsonValues)
        } catch JSONTreeParser.Failure.malformed(let message) {
            throw SerializationError(message: message)
        } catch JSONTreeParser.Failure.tooManyValues(let limit) {
            throw HttpError(
                status: 400, message: "The JSON body has more than \(limit) values", errorCode: "TooManyValues")
        }
    }

    /// The value tree to bind: JSON body, then query string, form fields, and path variables (later wins). The
    /// route names the resource, so nothing else may retarget it: `PUT /technology/399?id=2` binds `id` 399.
    func bindingValue(pathValues: [(key: String, value: WireValue)]) throws -> WireValue {
        var root = try bodyValue()
        guard case .object = root else {
            throw SerializationError(message: "Expected a JSON object body but found a \(root.kindName)")
        }
        root = root.appending(WireValue.textFields(query))
        root = root.appending(WireValue.textFields(form))
        return root.appending(pathValues)
    }

    @inline(never)
    func makeContext(method: String, logger: Logging.Logger) -> ServiceContext {
        ServiceContext(
            method: method, path: path, headerFields: headerFields, authority: authority, queryItems: query,
            formFields: form,
            cookies: cookies,
            files: files, body: body, logger: logger, session: nil)
    }
}
