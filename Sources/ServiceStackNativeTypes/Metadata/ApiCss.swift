import Foundation

/// CSS classes for an API form.
public struct ApiCss: Codable, Sendable, Equatable {
    public var form: String?
    public var fieldset: String?
    public var field: String?

    /// Creates form classes.
    public init(form: String? = nil, fieldset: String? = nil, field: String? = nil) {
        self.form = form
        self.fieldset = fieldset
        self.field = field
    }
}
