import Foundation

/// UI hints for an operation: `{locodeCss, explorerCss, formLayout, meta}`.
public struct ApiUiInfo: Codable, Sendable, Equatable {
    /// The CSS classes of the operation's forms in Locode.
    public var locodeCss: ApiCss?
    /// The CSS classes of the operation's forms in API Explorer.
    public var explorerCss: ApiCss?
    /// The form's fields, in order.
    public var formLayout: [InputInfo]?
    /// Extra name-value pairs.
    public var meta: [String: String]?

    /// Creates empty UI hints.
    public init() {}
}
