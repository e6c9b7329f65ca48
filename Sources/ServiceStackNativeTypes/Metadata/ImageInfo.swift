import Foundation

/// An icon: `{svg, uri, alt, cls}`.
public struct ImageInfo: Codable, Sendable, Equatable {
    /// The image as inline SVG.
    public var svg: String?
    /// The image's URL.
    public var uri: String?
    /// The alternative text.
    public var alt: String?
    /// The CSS classes.
    public var cls: String?

    /// Creates an icon.
    public init(svg: String? = nil, uri: String? = nil) {
        self.svg = svg
        self.uri = uri
    }
}
