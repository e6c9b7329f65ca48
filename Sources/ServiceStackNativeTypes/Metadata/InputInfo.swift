import Foundation

/// UI hints for a property's form input.
public struct InputInfo: Codable, Sendable, Equatable {
    public var id: String?
    public var name: String?
    public var type: String?
    public var value: String?
    public var placeholder: String?
    public var help: String?
    public var label: String?
    public var title: String?
    public var size: String?
    public var pattern: String?
    public var readOnly: Bool?
    public var required: Bool?
    public var disabled: Bool?
    public var autocomplete: String?
    public var autofocus: String?
    public var min: String?
    public var max: String?
    public var step: String?
    public var minLength: Int?
    public var maxLength: Int?
    public var accept: String?
    public var capture: String?
    public var multiple: Bool?
    public var allowableValues: [String]?
    public var allowableEntries: [MetadataKeyValue]?
    public var options: String?
    public var ignore: Bool?
    public var css: FieldCss?
    public var meta: [String: String]?

    /// Creates empty input hints.
    public init() {}
}
