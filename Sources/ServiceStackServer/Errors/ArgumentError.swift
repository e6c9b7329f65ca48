import ServiceStack

/// A bad argument, like .NET's `ArgumentException`: 400 with a field error when `paramName` is given.
public struct ArgumentError: HTTPStatusError, CustomStringConvertible {
    public let message: String
    /// The offending parameter's name, if any.
    public let paramName: String?

    /// Creates an argument error.
    public init(_ message: String, paramName: String? = nil) {
        self.message = message
        self.paramName = paramName
    }

    public var status: Int { 400 }
    public var errorCode: String { "ArgumentException" }
    public var fieldErrors: [FieldError] {
        guard let paramName else { return [] }
        return [FieldError(errorCode: errorCode, fieldName: paramName, message: message)]
    }
    public var description: String { "ArgumentError(\(message))" }
}
