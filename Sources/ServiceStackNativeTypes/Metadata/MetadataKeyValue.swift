import Foundation

/// A `{key, value}` pair, as in `input.allowableEntries`.
public struct MetadataKeyValue: Codable, Sendable, Equatable {
    public var key: String?
    public var value: String?

    /// Creates a pair.
    public init(key: String? = nil, value: String? = nil) {
        self.key = key
        self.value = value
    }
}
