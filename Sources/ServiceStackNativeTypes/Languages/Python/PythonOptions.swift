import Foundation

/// The options a Python reference reads, with ServiceStack's Python defaults. `MakePropertiesOptional` defaults to
/// false as ServiceStack's Python service does (reference types are `Optional[...] = None` anyway, value types get
/// a zero default), not to the Swift default the shared config carries.
struct PythonOptions {
    static let keys = [
        "GlobalNamespace", "AddServiceStackTypes", "AddResponseStatus", "AddImplicitVersion",
        "AddDescriptionAsComments", "IncludeTypes", "ExcludeTypes", "DefaultImports", "DataClass", "DataClassJson",
    ]
    /// ServiceStack's default imports without `marshmallow.fields:*`: the output uses nothing from it, and its star
    /// import binds `List`, `Dict` and `Enum` to marshmallow's classes ahead of `typing`'s, which mypy rejects.
    static let defaultImports = [
        "datetime", "decimal", "servicestack:*", "typing:*", "dataclasses:dataclass/field",
        "dataclasses_json:dataclass_json/LetterCase/Undefined/config", "enum:Enum/IntEnum",
    ]
    static let defaultDataClassJson = "letter_case=LetterCase.CAMEL, undefined=Undefined.EXCLUDE"

    var makePropertiesOptional: Bool
    var addResponseStatus: Bool
    var addImplicitVersion: Int?
    var addDescriptionAsComments: Bool
    var defaultImports: [String]
    var dataClass: String
    var dataClassJson: String
    var selection: SelectionSettings

    init(_ options: LanguageOptions, context: GenerationContext) throws(OptionsError) {
        makePropertiesOptional = try options.bool("MakePropertiesOptional", default: false)
        addResponseStatus = try options.bool("AddResponseStatus", default: context.config.addResponseStatus)
        addImplicitVersion = try options.int("AddImplicitVersion") ?? context.config.addImplicitVersion
        addDescriptionAsComments = try options.bool(
            "AddDescriptionAsComments", default: context.config.addDescriptionAsComments)
        defaultImports = options.list("DefaultImports", default: Self.defaultImports)
        dataClass = options.text("DataClass") ?? ""
        dataClassJson = options.text("DataClassJson") ?? Self.defaultDataClassJson
        selection = try options.selectionSettings(context: context)
    }

    /// The header's option lines.
    func headerOptions(_ options: LanguageOptions, context: GenerationContext) -> [LanguageHeader.Option] {
        [
            .init("GlobalNamespace", given: options, setting: ""),
            .init("AddServiceStackTypes", given: options, setting: selection.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: addResponseStatus),
            .init("AddImplicitVersion", given: options, setting: addImplicitVersion.map(String.init) ?? ""),
            .init("AddDescriptionAsComments", given: options, setting: addDescriptionAsComments),
            .init("IncludeTypes", given: options, setting: selection.includeTypes.joined(separator: ",")),
            .init("ExcludeTypes", given: options, setting: selection.excludeTypes.joined(separator: ",")),
            .init("DefaultImports", given: options, setting: defaultImports.joined(separator: ",")),
            .init("DataClass", given: options, setting: ""),
            .init("DataClassJson", given: options, setting: ""),
        ]
    }
}
