/// An error that knows the HTTP status and `ResponseStatus` it is answered with.
public protocol HTTPStatusError: Error {
    /// The HTTP status code, e.g. 404.
    var status: Int { get }
    /// The `responseStatus.errorCode`, e.g. `NotFound`.
    var errorCode: String { get }
    /// The `responseStatus.message`.
    var message: String { get }
    /// The `responseStatus.errors` field errors.
    var fieldErrors: [FieldError] { get }
}

extension HTTPStatusError {
    public var fieldErrors: [FieldError] { [] }
}

/// The earlier name of ``HTTPStatusError``.
@available(*, deprecated, renamed: "HTTPStatusError")
public typealias HttpStatusError = HTTPStatusError
