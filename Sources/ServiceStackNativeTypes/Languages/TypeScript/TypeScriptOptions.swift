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
    /// `export class` DTOs when true, ambient `interface`s when false (ServiceStack's `.d.ts` default).
    var exportAsTypes: Bool
    /// Adds `responseStatus` to response types that have none.
    var addResponseStatus: Bool
    /// Adds `version: number` (with the version in a comment) to request types.
    var addImplicitVersion: Int?
    /// `Name:module` → `import { Name } from "module";`, `module` → `import "module";`.
    var defaultImports: [String]
    /// Wraps the types in `export module Name { }` (`declare module` for ambient declarations).
    var globalNamespace: String?

    init(_ options: LanguageOptions, context: GenerationContext, mode: TypeScriptRenderer.Mode) throws {
        makePropertiesOptional = try options.bool("MakePropertiesOptional", default: true)
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
        exportAsTypes = try options.bool("ExportAsTypes", default: mode != .declarations)
        addResponseStatus = try options.bool("AddResponseStatus", default: context.config.addResponseStatus)
        addImplicitVersion = try options.int("AddImplicitVersion") ?? context.config.addImplicitVersion
        defaultImports = options.list("DefaultImports")
        globalNamespace = options.text("GlobalNamespace").flatMap { $0.isEmpty ? nil : $0 }
        if let globalNamespace, !Self.isNamespace(globalNamespace) {
            throw OptionsError.invalidValue(key: "GlobalNamespace", value: globalNamespace)
        }
        for entry in defaultImports where TypeScriptImport(entry) == nil {
            throw OptionsError.invalidValue(key: "DefaultImports", value: entry)
        }
    }

    /// Dotted identifiers, none a reserved word (`Example.Api`).
    static func isNamespace(_ text: String) -> Bool {
        text.split(separator: ".", omittingEmptySubsequences: false).allSatisfy {
            TypeScriptIdentifier.isIdentifier(String($0)) && !TypeScriptIdentifier.reservedWords.contains(String($0))
        }
    }

    /// The lines the imports and the namespace add before the types, and after them.
    func wrapping() -> (before: [String], after: [String]) {
        var before = defaultImports.compactMap { TypeScriptImport($0)?.line }
        var after: [String] = []
        if let globalNamespace {
            before += ["", "\(exportAsTypes ? "export" : "declare") module \(globalNamespace)", "{"]
            after = ["}"]
        }
        return (before, after)
    }

    /// The `/* Options: ... */` header lines.
    static func header(
        _ options: LanguageOptions, context: GenerationContext, parsed: TypeScriptOptions
    ) throws -> [String] {
        let settings = try options.selectionSettings(context: context)
        let header: [LanguageHeader.Option] = [
            .init("GlobalNamespace", given: options, setting: parsed.globalNamespace ?? ""),
            .init("MakePropertiesOptional", given: options, setting: parsed.makePropertiesOptional),
            .init("AddServiceStackTypes", given: options, setting: settings.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: parsed.addResponseStatus),
            .init("AddImplicitVersion", given: options, setting: parsed.addImplicitVersion.map(String.init) ?? ""),
            .init("AddDescriptionAsComments", given: options, setting: parsed.addDescriptionAsComments),
            .init("IncludeTypes", given: options, setting: ""),
            .init("ExcludeTypes", given: options, setting: ""),
            .init("DefaultImports", given: options, setting: parsed.defaultImports.joined(separator: ",")),
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
        let parsed = try TypeScriptOptions(options, context: context, mode: mode)
        let selection = ReferenceSelection(metadata, settings: try options.selectionSettings(context: context))
        let renderMode: TypeScriptRenderer.Mode =
            mode == .javaScript ? .javaScript : parsed.exportAsTypes ? .typeScript : .declarations
        var renderer = TypeScriptRenderer(
            mode: renderMode, makePropertiesOptional: parsed.makePropertiesOptional,
            addDescriptionAsComments: parsed.addDescriptionAsComments, addResponseStatus: parsed.addResponseStatus,
            addImplicitVersion: mode == .javaScript ? nil : parsed.addImplicitVersion)
        var body = try renderer.render(selection.baseTypesFirst)
        if mode != .javaScript {
            let (before, after) = parsed.wrapping()
            if !after.isEmpty, renderMode == .declarations {
                // Inside `declare module` everything is already ambient: `declare enum` would be an error there.
                body = body.map { $0.hasPrefix("declare ") ? String($0.dropFirst("declare ".count)) : $0 }
            }
            if after.isEmpty {
                body = before + (before.isEmpty ? [] : [""]) + body
            } else {
                if body.last == "" { body.removeLast() }
                body = before + body.map { $0.isEmpty ? $0 : "    " + $0 } + after
            }
        }
        let header = try header(options, context: context, parsed: parsed)
        return (header + [""] + body).joined(separator: "\n") + "\n"
    }
}
