import Foundation

/// ServiceStack's Dart options, in the order its header prints them, with the defaults of its Dart service:
/// `AddDescriptionAsComments` on, `AddResponseStatus` off, no implicit version, and the `servicestack` package as the
/// one default import. `AddReturnMarker`, `AddDataContractAttributes` and `AddIndexesToDataMembers` are read too (as
/// ServiceStack's generator reads them); like any other option the header does not list, they are printed after
/// the listed ones when a request gives them.
struct DartOptions {
    static let keys = [
        "GlobalNamespace", "AddServiceStackTypes", "AddResponseStatus", "AddImplicitVersion",
        "AddDescriptionAsComments", "IncludeTypes", "ExcludeTypes", "DefaultImports",
    ]
    static let defaultImports = ["package:servicestack/servicestack.dart"]

    /// The library the file declares (`library name;`), or nil for none.
    var globalNamespace: String?
    var addResponseStatus: Bool
    var addImplicitVersion: Int?
    var addDescriptionAsComments: Bool
    var addReturnMarker: Bool
    var addDataContractAttributes: Bool
    var addIndexesToDataMembers: Bool
    var defaultImports: [String]

    init(_ options: LanguageOptions, metadata: MetadataTypes) throws {
        globalNamespace =
            options.text("GlobalNamespace") ?? metadata.config?.globalNamespace.flatMap { $0.isEmpty ? nil : $0 }
        addResponseStatus = try options.bool("AddResponseStatus", default: false)
        addImplicitVersion = try options.int("AddImplicitVersion")
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
        addReturnMarker = try options.bool("AddReturnMarker", default: true)
        addDataContractAttributes = try options.bool("AddDataContractAttributes", default: false)
        addIndexesToDataMembers = try options.bool("AddIndexesToDataMembers", default: false)
        defaultImports = options.list("DefaultImports", default: Self.defaultImports)
    }

    /// The `/* Options: ... */` header lines.
    func header(_ options: LanguageOptions, context: GenerationContext) throws -> [String] {
        let settings = try options.selectionSettings(context: context)
        let header: [LanguageHeader.Option] = [
            .init("GlobalNamespace", given: options, setting: globalNamespace ?? ""),
            .init("AddServiceStackTypes", given: options, setting: settings.addServiceStackTypes),
            .init("AddResponseStatus", given: options, setting: addResponseStatus),
            .init("AddImplicitVersion", given: options, setting: addImplicitVersion.map(String.init) ?? ""),
            .init("AddDescriptionAsComments", given: options, setting: addDescriptionAsComments),
            .init("IncludeTypes", given: options, setting: settings.includeTypes.joined(separator: ",")),
            .init("ExcludeTypes", given: options, setting: settings.excludeTypes.joined(separator: ",")),
            .init("DefaultImports", given: options, setting: defaultImports.joined(separator: ",")),
        ]
        let lines = LanguageHeader().lines(
            context: context, baseUrl: options.baseUrl(context: context), options: header,
            unknown: options.unknownParameters(known: Self.keys))
        return lines.enumerated().map { index, line in
            index == 0 || index == lines.count - 1 ? line : DartIdentifier.blockComment(line)
        }
    }
}
