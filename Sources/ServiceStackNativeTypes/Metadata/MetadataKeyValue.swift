import Foundation

/// A `{key, value}` pair, as in `input.allowableEntries`.
public struct MetadataKeyValue: Codable, Sendable, Equatable {
    /// The entry's value as sent.
    public var key: String?
    /// The entry's label.
    public var value: String?

    /// Creates a pair.
    public init(key: String? = nil, value: String? = nil) {
        self.key = key
        self.value = value
    }
}
