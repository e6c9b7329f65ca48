import Foundation

/// CSS classes for a form field.
public struct FieldCss: Codable, Sendable, Equatable {
    public var field: String?
    public var input: String?
    public var label: String?

    /// Creates field classes.
    public init(field: String? = nil, input: String? = nil, label: String? = nil) {
        self.field = field
        self.input = input
        self.label = label
    }
}
