import Foundation

/// CSS classes for a form field.
public struct FieldCss: Codable, Sendable, Equatable {
    /// The CSS classes of the field's container.
    public var field: String?
    /// The CSS classes of the input.
    public var input: String?
    /// The CSS classes of the label.
    public var label: String?

    /// Creates field classes.
    public init(field: String? = nil, input: String? = nil, label: String? = nil) {
        self.field = field
        self.input = input
        self.label = label
    }
}
