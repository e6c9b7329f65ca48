import Foundation

/// A Sendable snapshot of a `ResponseStatus`, carried inside errors.
public struct ResponseStatusValue: Sendable, Hashable {
    public var errorCode: String?
    public var message: String?
    public var stackTrace: String?
    public var errors: [FieldError]
    public var meta: [String: String]

    /// One field error.
    public struct FieldError: Sendable, Hashable {
        public var errorCode: String?
        public var fieldName: String?
        public var message: String?
        public var meta: [String: String]

        public init(errorCode: String?, fieldName: String?, message: String?, meta: [String: String] = [:]) {
            self.errorCode = errorCode
            self.fieldName = fieldName
            self.message = message
            self.meta = meta
        }
    }

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
            errors: status.errors.map {
                FieldError(errorCode: $0.errorCode, fieldName: $0.fieldName, message: $0.message, meta: $0.meta)
            }, meta: status.meta)
    }

    /// A new `ResponseStatus` instance with these values.
    public func toResponseStatus() -> ResponseStatus {
        ResponseStatus(
            errorCode: errorCode, message: message, stackTrace: stackTrace,
            errors: errors.map {
                ResponseError(errorCode: $0.errorCode, fieldName: $0.fieldName, message: $0.message, meta: $0.meta)
            }, meta: meta)
    }
}
