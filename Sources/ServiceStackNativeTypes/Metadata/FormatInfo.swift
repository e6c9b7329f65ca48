import Foundation

/// Display formatting for a property: `{method, options?, locale?}`.
public struct FormatInfo: Codable, Sendable, Equatable {
    /// The formatting function.
    public var method: String?
    /// The function's options, as the server wrote them.
    public var options: String?
    /// The locale to format in.
    public var locale: String?

    /// Creates a format.
    public init(method: String? = nil, options: String? = nil, locale: String? = nil) {
        self.method = method
        self.options = options
        self.locale = locale
    }
}
