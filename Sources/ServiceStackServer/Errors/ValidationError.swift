import ServiceStack

/// A failed validation: 400 with one field error per failing rule; the first one names the error.
public struct ValidationError: HTTPStatusError, CustomStringConvertible {
    public let fieldErrors: [FieldError]
    private let explicitMessage: String?

    /// Creates a validation error from its field errors.
    public init(_ fieldErrors: [FieldError], message: String? = nil) {
        self.fieldErrors = fieldErrors
        self.explicitMessage = message
    }

    public var status: Int { 400 }
    public var errorCode: String { fieldErrors.first?.errorCode ?? "ValidationException" }
    public var message: String {
        explicitMessage ?? fieldErrors.first?.message ?? "Validation failed"
    }
    public var description: String { "ValidationError(\(message))" }
}
