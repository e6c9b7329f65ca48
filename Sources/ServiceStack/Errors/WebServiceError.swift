import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// An HTTP error response (status ≥ 400) from a ServiceStack service.
///
/// It is an `NSError` (`domain` = the server's host, `code` = the HTTP status, ServiceStack.Swift's
/// `userInfo` keys), so both `catch let e as WebServiceError` and the official client's
/// `catch let e as NSError { e.responseStatus }` work, on Linux too.
public final class WebServiceError: NSError, @unchecked Sendable {
    /// The HTTP status code.
    public let statusCode: Int
    /// The HTTP reason phrase for the status.
    public let statusDescription: String
    /// The parsed `responseStatus`, or one made from the HTTP status when the body had none.
    public let status: ResponseStatusValue
    /// The raw response body.
    public let body: Data
    /// The response headers.
    public let headers: [String: String]
    /// The URL that was requested.
    public let url: URL?

    /// An error for a response with `statusCode` whose body carried `status`, with the raw `body` and `headers`
    /// kept for inspection; `domain` defaults to `ServiceStack`.
    public init(
        statusCode: Int, status: ResponseStatusValue, body: Data = Data(), headers: [String: String] = [:],
        domain: String = "", url: URL? = nil
    ) {
        self.statusCode = statusCode
        self.statusDescription = HTTPStatusNames.reasonPhrase(statusCode)
        self.status = status
        self.body = body
        self.headers = headers
        self.url = url
        super.init(
            domain: domain.isEmpty ? "ServiceStack" : domain, code: statusCode,
            userInfo: Self.userInfo(statusCode: statusCode, status: status, body: body))
    }

    /// Not supported: a `WebServiceError` is never archived, so this always returns nil.
    public required init?(coder: NSCoder) { nil }

    /// The server's error code, e.g. `NotFound`, `ArgumentException` or a validator's code.
    public var serviceErrorCode: String? { status.errorCode }
    /// The server's error message.
    public var message: String? { status.message }
    /// Field errors from validation.
    public var fieldErrors: [ResponseStatusValue.FieldError] { status.errors }
    /// The raw body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The field error for a property, matched without regard to case.
    public func fieldError(_ name: String) -> ResponseStatusValue.FieldError? {
        status.errors.first { $0.fieldName?.caseInsensitiveCompare(name) == .orderedSame }
    }

    public override var localizedDescription: String { summary }
    public override var description: String { summary }

    private var summary: String {
        "\(statusCode) \(status.errorCode ?? String(statusCode)): \(status.message ?? statusDescription)"
    }

    private static func userInfo(statusCode: Int, status: ResponseStatusValue, body: Data) -> [String: Any] {
        let reason = HTTPStatusNames.reasonPhrase(statusCode)
        var info: [String: Any] = [
            "statusCode": statusCode,
            "statusDescription": reason,
            "errorCode": status.errorCode ?? String(statusCode),
            "message": status.message ?? reason,
            NSLocalizedDescriptionKey: status.message ?? reason,
        ]
        if let trace = status.stackTrace { info["stackTrace"] = trace }
        info["errors"] = status.errors.map { error -> [String: Any] in
            var item: [String: Any] = [:]
            if let code = error.errorCode { item["errorCode"] = code }
            if let field = error.fieldName { item["fieldName"] = field }
            if let message = error.message { item["message"] = message }
            if !error.meta.isEmpty { item["meta"] = error.meta }
            return item
        }
        if let json = try? JSONSerialization.jsonObject(with: body) { info["response"] = json }
        return info
    }
}
