import Foundation

/// UI hints for a property's form input.
public struct InputInfo: Codable, Sendable, Equatable {
    /// The input element's `id`.
    public var id: String?
    /// The input element's `name`.
    public var name: String?
    /// The input type (`text`, `number`, `select`, `file`...).
    public var type: String?
    /// The initial value.
    public var value: String?
    /// The placeholder text.
    public var placeholder: String?
    /// Help text shown with the field.
    public var help: String?
    /// The field's label.
    public var label: String?
    /// The element's tooltip.
    public var title: String?
    /// The element's size.
    public var size: String?
    /// The regular expression a value must match.
    public var pattern: String?
    /// Whether the field is read-only.
    public var readOnly: Bool?
    /// Whether a value is required.
    public var required: Bool?
    /// Whether the field is disabled.
    public var disabled: Bool?
    /// The browser's autocomplete hint.
    public var autocomplete: String?
    /// Whether the field gets focus first.
    public var autofocus: String?
    /// The smallest value allowed.
    public var min: String?
    /// The largest value allowed.
    public var max: String?
    /// The step between allowed values.
    public var step: String?
    /// The shortest text allowed.
    public var minLength: Int?
    /// The longest text allowed.
    public var maxLength: Int?
    /// The file types a file input accepts.
    public var accept: String?
    /// The camera or microphone a file input captures from.
    public var capture: String?
    /// Whether several values (or files) may be chosen.
    public var multiple: Bool?
    /// The values a select offers.
    public var allowableValues: [String]?
    /// The key-value entries a select offers.
    public var allowableEntries: [MetadataKeyValue]?
    /// Extra options, as the server wrote them.
    public var options: String?
    /// Whether the field is left out of forms.
    public var ignore: Bool?
    /// The field's CSS classes.
    public var css: FieldCss?
    /// Extra name-value pairs.
    public var meta: [String: String]?

    /// Creates empty input hints.
    public init() {}
}
