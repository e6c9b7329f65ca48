import Foundation

/// ServiceStack's TypeScript options, in the order its header prints them. `MakePropertiesOptional` defaults to True
/// here (ServiceStack's TypeScript default is False) so that the output compiles under `tsc --strict`, whose property
/// initialization check rejects non-optional class fields that `Object.assign` sets.
struct TypeScriptOptions {
    static let keys = [
        "GlobalNamespace", "MakePropertiesOptional", "AddServiceStackTypes", "AddResponseStatus",
        "AddImplicitVersion", "AddDescriptionAsComments", "IncludeTypes", "ExcludeTypes", "DefaultImports",
    ]

    var makePropertiesOptional: Bool
    var addDescriptionAsComments: Bool

    init(_ options: LanguageOptions) throws {
        makePropertiesOptional = try options.bool("MakePropertiesOptional", default: true)
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
    }

    /// The `/* Options: ... */` header lines.
    static func header(
        _ options: LanguageOptions, context: GenerationContext, parsed: TypeScriptOptions
    ) throws -> [String] {
        let settings = try options.selectionSettings(context: context)
        let header: [LanguageHeader.Option] = [
            .init("GlobalNamespace", given: options, setting: ""),
            .init("MakePropertiesOptional", given: options, setting: parsed.makePropertiesOptional),
            .init("AddServiceStackTypes", given: options, setting: settings.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: try options.bool("AddResponseStatus", default: false)),
            .init("AddImplicitVersion", given: options, setting: ""),
            .init("AddDescriptionAsComments", given: options, setting: parsed.addDescriptionAsComments),
            .init("IncludeTypes", given: options, setting: ""),
            .init("ExcludeTypes", given: options, setting: ""),
            .init("DefaultImports", given: options, setting: ""),
        ]
        return LanguageHeader().lines(
            context: context, baseUrl: options.baseUrl(context: context), options: header,
            unknown: options.unknownParameters(known: keys))
    }

    /// Header, then body, for one of the three outputs.
    static func generate(
        _ metadata: MetadataTypes, options: LanguageOptions, context: GenerationContext,
        mode: TypeScriptRenderer.Mode
    ) throws -> String {
        let parsed = try TypeScriptOptions(options)
        let selection = ReferenceSelection(metadata, settings: try options.selectionSettings(context: context))
        var renderer = TypeScriptRenderer(
            mode: mode, makePropertiesOptional: parsed.makePropertiesOptional,
            addDescriptionAsComments: parsed.addDescriptionAsComments)
        let body = try renderer.render(selection.baseTypesFirst)
        let header = try header(options, context: context, parsed: parsed)
        return (header + [""] + body).joined(separator: "\n") + "\n"
    }
}
