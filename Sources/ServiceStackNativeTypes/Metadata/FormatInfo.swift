import Foundation

/// Display formatting for a property: `{method, options?, locale?}`.
public struct FormatInfo: Codable, Sendable, Equatable {
    public var method: String?
    public var options: String?
    public var locale: String?

    /// Creates a format.
    public init(method: String? = nil, options: String? = nil, locale: String? = nil) {
        self.method = method
        self.options = options
        self.locale = locale
    }
}
