import Foundation

/// A reference to another model: `{model, selfId, refId, refLabel, queryApi?}`.
public struct RefInfo: Codable, Sendable, Equatable {
    public var model: String?
    public var selfId: String?
    public var refId: String?
    public var refLabel: String?
    public var queryApi: String?

    /// Creates a reference.
    public init(
        model: String? = nil, selfId: String? = nil, refId: String? = nil, refLabel: String? = nil
    ) {
        self.model = model
        self.selfId = selfId
        self.refId = refId
        self.refLabel = refLabel
    }
}
