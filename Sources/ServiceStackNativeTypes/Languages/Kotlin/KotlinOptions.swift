import Foundation

/// ServiceStack's Kotlin options, in the order its header prints them, with the defaults of its Kotlin service:
/// `AddServiceStackTypes` and `AddDescriptionAsComments` on, `AddResponseStatus` and `InitializeCollections` off, no
/// `Package`.
struct KotlinOptions {
    static let keys = [
        "Package", "AddServiceStackTypes", "AddResponseStatus", "AddImplicitVersion", "AddDescriptionAsComments",
        "IncludeTypes", "ExcludeTypes", "InitializeCollections", "TreatTypesAsStrings", "DefaultImports",
    ]

    /// The package line, or nil for none.
    var package: String?
    var addResponseStatus: Bool
    var addImplicitVersion: Int?
    var addDescriptionAsComments: Bool
    var initializeCollections: Bool
    var addReturnMarker: Bool
    var treatTypesAsStrings: [String]
    /// The request's `DefaultImports`, replacing the default list, or nil.
    var givenImports: [String]?
    var selection: SelectionSettings

    init(_ options: LanguageOptions, context: GenerationContext) throws {
        package = options.text("Package")
        addResponseStatus = try options.bool("AddResponseStatus", default: false)
        addImplicitVersion = try options.int("AddImplicitVersion")
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
        initializeCollections = try options.bool("InitializeCollections", default: false)
        addReturnMarker = try options.bool("AddReturnMarker", default: context.config.addReturnMarker)
        treatTypesAsStrings = options.list("TreatTypesAsStrings", default: context.config.treatTypesAsStrings)
        givenImports = options.text("DefaultImports").map { _ in options.list("DefaultImports") }
        selection = try options.selectionSettings(context: context)
    }

    /// The imports: the request's list, else Java's defaults with gson's when the output uses it.
    func imports(usesGson: Bool) -> [String] {
        givenImports ?? JavaOptions.defaultImports + (usesGson ? JavaOptions.gsonImports : [])
    }

    /// The `/* Options: ... */` header lines.
    func header(_ options: LanguageOptions, context: GenerationContext, imports: [String]) -> [String] {
        let header: [LanguageHeader.Option] = [
            .init("Package", given: options, setting: package ?? ""),
            .init("AddServiceStackTypes", given: options, setting: selection.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: addResponseStatus),
            .init("AddImplicitVersion", given: options, setting: addImplicitVersion.map(String.init) ?? ""),
            .init("AddDescriptionAsComments", given: options, setting: addDescriptionAsComments),
            .init("IncludeTypes", given: options, setting: selection.includeTypes.joined(separator: ",")),
            .init("ExcludeTypes", given: options, setting: selection.excludeTypes.joined(separator: ",")),
            .init("InitializeCollections", given: options, setting: initializeCollections),
            .init("TreatTypesAsStrings", given: options, setting: treatTypesAsStrings.joined(separator: ",")),
            .init("DefaultImports", given: options, setting: imports.joined(separator: ",")),
        ]
        return LanguageHeader().lines(
            context: context, baseUrl: options.baseUrl(context: context), options: header,
            unknown: options.unknownParameters(known: Self.keys)
        ).map { line in line == "/* Options:" || line == "*/" ? line : KotlinIdentifier.commentText(line) }
    }
}
