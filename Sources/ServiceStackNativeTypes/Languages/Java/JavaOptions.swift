import Foundation

/// ServiceStack's Java options, in the order its header prints them, with the defaults of its Java service:
/// `GlobalNamespace` `dtos`, `AddPropertyAccessors`, `SettersReturnThis`, `AddServiceStackTypes` and
/// `AddDescriptionAsComments` on, `AddResponseStatus` off, no `Package`.
struct JavaOptions {
    static let keys = [
        "Package", "GlobalNamespace", "AddPropertyAccessors", "SettersReturnThis", "AddServiceStackTypes",
        "AddResponseStatus", "AddDescriptionAsComments", "AddImplicitVersion", "IncludeTypes", "ExcludeTypes",
        "TreatTypesAsStrings", "DefaultImports",
    ]
    static let defaultImports = ["java.math.*", "java.util.*", "java.io.InputStream", "net.servicestack.client.*"]
    /// What `@SerializedName` and `TypeToken` need, added to the default imports when the output uses them.
    static let gsonImports = ["com.google.gson.annotations.*", "com.google.gson.reflect.*"]

    /// The package line, or nil for none.
    var package: String?
    /// The class every DTO is nested in.
    var globalNamespace: String
    var addPropertyAccessors: Bool
    var settersReturnThis: Bool
    var addResponseStatus: Bool
    var addDescriptionAsComments: Bool
    var addImplicitVersion: Int?
    var addReturnMarker: Bool
    var treatTypesAsStrings: [String]
    /// The request's `DefaultImports`, replacing the default list, or nil.
    var givenImports: [String]?
    var selection: SelectionSettings

    init(_ options: LanguageOptions, context: GenerationContext) throws {
        package = options.text("Package")
        globalNamespace = options.text("GlobalNamespace") ?? "dtos"
        addPropertyAccessors = try options.bool("AddPropertyAccessors", default: true)
        settersReturnThis = try options.bool("SettersReturnThis", default: true)
        addResponseStatus = try options.bool("AddResponseStatus", default: false)
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
        addImplicitVersion = try options.int("AddImplicitVersion")
        addReturnMarker = try options.bool("AddReturnMarker", default: context.config.addReturnMarker)
        treatTypesAsStrings = options.list("TreatTypesAsStrings", default: context.config.treatTypesAsStrings)
        givenImports = options.text("DefaultImports").map { _ in options.list("DefaultImports") }
        selection = try options.selectionSettings(context: context)
    }

    /// The imports: the request's list, else the defaults with gson's when the output uses it.
    func imports(usesGson: Bool) -> [String] {
        givenImports ?? Self.defaultImports + (usesGson ? Self.gsonImports : [])
    }

    /// The `/* Options: ... */` header lines.
    func header(_ options: LanguageOptions, context: GenerationContext, imports: [String]) -> [String] {
        let header: [LanguageHeader.Option] = [
            .init("Package", given: options, setting: package ?? ""),
            .init("GlobalNamespace", given: options, setting: globalNamespace),
            .init("AddPropertyAccessors", given: options, setting: addPropertyAccessors),
            .init("SettersReturnThis", given: options, setting: settersReturnThis),
            .init("AddServiceStackTypes", given: options, setting: selection.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: addResponseStatus),
            .init("AddDescriptionAsComments", given: options, setting: addDescriptionAsComments),
            .init("AddImplicitVersion", given: options, setting: addImplicitVersion.map(String.init) ?? ""),
            .init("IncludeTypes", given: options, setting: selection.includeTypes.joined(separator: ",")),
            .init("ExcludeTypes", given: options, setting: selection.excludeTypes.joined(separator: ",")),
            .init("TreatTypesAsStrings", given: options, setting: treatTypesAsStrings.joined(separator: ",")),
            .init("DefaultImports", given: options, setting: imports.joined(separator: ",")),
        ]
        return LanguageHeader().lines(
            context: context, baseUrl: options.baseUrl(context: context), options: header,
            unknown: options.unknownParameters(known: Self.keys)
        ).map(Self.safeHeaderLine)
    }

    /// A header line that cannot close the comment or start a `\u` escape.
    private static func safeHeaderLine(_ line: String) -> String {
        line == "/* Options:" || line == "*/" ? line : JavaIdentifier.commentText(line)
    }
}
