import Foundation

/// CSS classes for an API form.
public struct ApiCss: Codable, Sendable, Equatable {
    /// The CSS classes of the form.
    public var form: String?
    /// The CSS classes of each fieldset.
    public var fieldset: String?
    /// The CSS classes of each field.
    public var field: String?

    /// Creates form classes.
    public init(form: String? = nil, fieldset: String? = nil, field: String? = nil) {
        self.form = form
        self.fieldset = fieldset
        self.field = field
    }
}
