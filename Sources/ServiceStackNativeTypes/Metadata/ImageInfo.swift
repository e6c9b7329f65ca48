import Foundation

/// An icon: `{svg, uri, alt, cls}`.
public struct ImageInfo: Codable, Sendable, Equatable {
    public var svg: String?
    public var uri: String?
    public var alt: String?
    public var cls: String?

    /// Creates an icon.
    public init(svg: String? = nil, uri: String? = nil) {
        self.svg = svg
        self.uri = uri
    }
}
