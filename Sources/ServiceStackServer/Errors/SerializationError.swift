/// A request body or value that could not be read; answered with 400 `SerializationException`.
public struct SerializationError: Error, CustomStringConvertible {
    /// What was wrong with the input.
    public let message: String

    /// Creates an error with the given message.
    public init(message: String) {
        self.message = message
    }

    public var description: String { message }
}
