import Foundation

/// Reads the `responseStatus` of an error body, matching key names without regard to case.
enum ResponseStatusParser {
    static func parse(_ body: Data) -> ResponseStatusValue? {
        guard !body.isEmpty, let object = try? JSONSerialization.jsonObject(with: body) as? [String: Any],
            let status = value(in: object, "responseStatus") as? [String: Any]
        else { return nil }
        let errors = (value(in: status, "errors") as? [[String: Any]] ?? []).map { item in
            ResponseStatusValue.FieldError(
                errorCode: value(in: item, "errorCode") as? String, fieldName: value(in: item, "fieldName") as? String,
                message: value(in: item, "message") as? String,
                meta: value(in: item, "meta") as? [String: String] ?? [:])
        }
        return ResponseStatusValue(
            errorCode: value(in: status, "errorCode") as? String, message: value(in: status, "message") as? String,
            stackTrace: value(in: status, "stackTrace") as? String, errors: errors,
            meta: value(in: status, "meta") as? [String: String] ?? [:])
    }

    private static func value(in object: [String: Any], _ key: String) -> Any? {
        if let exact = object[key] { return exact }
        return object.first { $0.key.caseInsensitiveCompare(key) == .orderedSame }?.value
    }

    /// A status for an error body without one: the HTTP status name as the code, the body text or reason as message.
    static func fallback(statusCode: Int, body: Data, contentType: String?) -> ResponseStatusValue {
        let reason = HTTPStatusNames.reasonPhrase(statusCode)
        var message = reason
        if let contentType, contentType.lowercased().hasPrefix("text/plain") {
            let text = String(decoding: body.prefix(1000), as: UTF8.self).trimmingCharacters(
                in: .whitespacesAndNewlines)
            if !text.isEmpty { message = text }
        }
        return ResponseStatusValue(errorCode: HTTPStatusNames.errorCode(statusCode), message: message)
    }
}

/// .NET-style names for HTTP statuses (`NotFound`), as ServiceStack uses them for error codes.
public enum HTTPStatusNames {
    private static let phrases: [Int: String] = [
        400: "Bad Request", 401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found",
        405: "Method Not Allowed", 406: "Not Acceptable", 408: "Request Timeout", 409: "Conflict", 410: "Gone",
        411: "Length Required", 412: "Precondition Failed", 413: "Payload Too Large", 415: "Unsupported Media Type",
        422: "Unprocessable Entity", 429: "Too Many Requests", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout",
    ]

    /// The reason phrase, e.g. `Not Found`.
    public static func reasonPhrase(_ statusCode: Int) -> String {
        phrases[statusCode] ?? "HTTP \(statusCode)"
    }

    /// The .NET `HttpStatusCode` name, e.g. `NotFound`; the number when unknown.
    public static func errorCode(_ statusCode: Int) -> String {
        guard let phrase = phrases[statusCode] else { return String(statusCode) }
        switch statusCode {
        case 413: return "RequestEntityTooLarge"
        case 500: return "InternalServerError"
        default: return phrase.replacingOccurrences(of: " ", with: "")
        }
    }
}
