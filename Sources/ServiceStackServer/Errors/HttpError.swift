import ServiceStack

/// An error with an explicit HTTP status, like ServiceStack's `HttpError`.
public struct HttpError: HTTPStatusError, CustomStringConvertible {
    public let status: Int
    public let errorCode: String
    public let message: String
    public let fieldErrors: [FieldError]
    /// Response headers sent with the error, such as `Retry-After` (ServiceStack's `HttpError.Headers`).
    public let headers: [(name: String, value: String)]

    /// Creates an error; `errorCode` defaults to the .NET status name (`NotFound`), `message` to the reason phrase.
    public init(
        status: Int, message: String? = nil, errorCode: String? = nil, fieldErrors: [FieldError] = [],
        headers: [(name: String, value: String)] = []
    ) {
        self.status = status
        self.message = message ?? HTTPStatusNames.reasonPhrase(status)
        self.errorCode = errorCode ?? HTTPStatusNames.errorCode(status)
        self.fieldErrors = fieldErrors
        self.headers = headers
    }

    public var description: String { "HttpError(\(status) \(errorCode): \(message))" }

    /// 404 with the given message.
    public static func notFound(_ message: String) -> HttpError {
        HttpError(status: 404, message: message)
    }
    /// 400 with the given message.
    public static func badRequest(_ message: String) -> HttpError {
        HttpError(status: 400, message: message)
    }
    /// 401 with the given message.
    public static func unauthorized(_ message: String = "Not Authenticated") -> HttpError {
        HttpError(status: 401, message: message)
    }
    /// 403 with the given message.
    public static func forbidden(_ message: String) -> HttpError {
        HttpError(status: 403, message: message)
    }
}
