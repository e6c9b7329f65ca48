import Foundation

/// UI hints for an operation: `{locodeCss, explorerCss, formLayout, meta}`.
public struct ApiUiInfo: Codable, Sendable, Equatable {
    public var locodeCss: ApiCss?
    public var explorerCss: ApiCss?
    public var formLayout: [InputInfo]?
    public var meta: [String: String]?

    /// Creates empty UI hints.
    public init() {}
}
