import Foundation

/// A reference to another model: `{model, selfId, refId, refLabel, queryApi?}`.
public struct RefInfo: Codable, Sendable, Equatable {
    /// The referenced model.
    public var model: String?
    /// The property of this model that holds the reference.
    public var selfId: String?
    /// The property of the referenced model it matches.
    public var refId: String?
    /// The property of the referenced model shown as its label.
    public var refLabel: String?
    /// The AutoQuery operation that looks the reference up.
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
