import Foundation

/// A `key: value` option as written in a header or a query string.
public struct OptionParameter: Sendable, Equatable, Hashable {
    /// The option's name, as written.
    public var key: String
    /// The option's value, as written.
    public var value: String

    /// Creates a parameter.
    public init(key: String, value: String) {
        self.key = key
        self.value = value
    }
}
