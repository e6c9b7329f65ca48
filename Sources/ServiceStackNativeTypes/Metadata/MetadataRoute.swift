import Foundation

/// A custom route: `{path, verbs?, notes?, summary?}`; `verbs` is comma-joined.
public struct MetadataRoute: Codable, Sendable, Equatable {
    public var path: String
    public var verbs: String?
    public var notes: String?
    public var summary: String?

    /// Creates a route.
    public init(path: String, verbs: String? = nil) {
        self.path = path
        self.verbs = verbs
    }
}
