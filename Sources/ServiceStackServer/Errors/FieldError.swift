/// One field error, written as a `ResponseError` in `responseStatus.errors`.
public struct FieldError: Sendable, Equatable {
    /// The validator's code, e.g. `NotEmpty`.
    public var errorCode: String
    /// The property the error is about, e.g. `Name`.
    public var fieldName: String
    /// The human-readable message.
    public var message: String
    /// Extra details (placeholder values of the validator).
    public var meta: [String: String]

    /// Creates a field error.
    public init(errorCode: String, fieldName: String, message: String, meta: [String: String] = [:]) {
        self.errorCode = errorCode
        self.fieldName = fieldName
        self.message = message
        self.meta = meta
    }
}
