import Foundation

/// A custom route: `{path, verbs?, notes?, summary?}`; `verbs` is comma-joined.
public struct MetadataRoute: Codable, Sendable, Equatable {
    /// The route's path template (`/hello/{Name}`).
    public var path: String
    /// The verbs it serves, comma-separated; nil for any.
    public var verbs: String?
    /// Longer notes for documentation.
    public var notes: String?
    /// A one-line summary.
    public var summary: String?

    /// Creates a route.
    public init(path: String, verbs: String? = nil) {
        self.path = path
        self.verbs = verbs
    }
}
