import Foundation

/// A Sendable snapshot of a `ResponseStatus`, carried inside errors.
public struct ResponseStatusValue: Sendable, Hashable {
    /// The error's code, e.g. `NotFound`, `ArgumentException` or a validator's code.
    public var errorCode: String?
    /// The human-readable message.
    public var message: String?
    /// The server's stack trace (debug mode only).
    public var stackTrace: String?
    /// One entry per field that failed.
    public var errors: [FieldError]
    /// Extra details.
    public var meta: [String: String]

    /// One field error: what the client reads from `responseStatus.errors` and what a server's validators and
    /// errors produce (`ServiceStackServer.FieldError` is this type). `ResponseError` is its DTO class form.
    public struct FieldError: Sendable, Hashable {
        /// The validator's code, e.g. `NotEmpty`.
        public var errorCode: String?
        /// The property the error is about, e.g. `Name`.
        public var fieldName: String?
        /// The human-readable message.
        public var message: String?
        /// Extra details (a validator's placeholder values).
        public var meta: [String: String]

        /// Creates a field error.
        public init(errorCode: String?, fieldName: String?, message: String?, meta: [String: String] = [:]) {
            self.errorCode = errorCode
            self.fieldName = fieldName
            self.message = message
            self.meta = meta
        }

        /// Copies a `ResponseError` class instance.
        public init(_ error: ResponseError) {
            self.init(errorCode: error.errorCode, fieldName: error.fieldName, message: error.message, meta: error.meta)
        }

        /// A new `ResponseError` instance with these values.
        public func toResponseError() -> ResponseError {
            ResponseError(errorCode: errorCode, fieldName: fieldName, message: message, meta: meta)
        }
    }

    /// Creates a status with the given values.
    public init(
        errorCode: String?, message: String?, stackTrace: String? = nil, errors: [FieldError] = [],
        meta: [String: String] = [:]
    ) {
        self.errorCode = errorCode
        self.message = message
        self.stackTrace = stackTrace
        self.errors = errors
        self.meta = meta
    }

    /// Copies a `ResponseStatus` class instance.
    public init(_ status: ResponseStatus) {
        self.init(
            errorCode: status.errorCode, message: status.message, stackTrace: status.stackTrace,
            errors: status.errors.map(FieldError.init), meta: status.meta)
    }

    /// A new `ResponseStatus` instance with these values.
    public func toResponseStatus() -> ResponseStatus {
        ResponseStatus(
            errorCode: errorCode, message: message, stackTrace: stackTrace, errors: errors.map { $0.toResponseError() },
            meta: meta)
    }
}
