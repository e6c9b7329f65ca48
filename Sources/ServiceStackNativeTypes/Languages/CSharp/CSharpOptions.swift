import Foundation

/// ServiceStack's C# options, in the order its header prints them, with the defaults of its C# service:
/// `MakePartial`, `MakeVirtual`, `AddReturnMarker` and `AddDescriptionAsComments` on, the rest off. The host's
/// shared Swift defaults (`MakePropertiesOptional`, `InitializeCollections`) do not apply: C# has neither default on.
struct CSharpOptions {
    static let keys = [
        "GlobalNamespace", "MakePartial", "MakeVirtual", "MakeInternal", "MakeDataContractsExtensible",
        "AddNullableAnnotations", "AddReturnMarker", "AddDescriptionAsComments", "AddDataContractAttributes",
        "AddIndexesToDataMembers", "AddGeneratedCodeAttributes", "AddResponseStatus", "AddImplicitVersion",
        "InitializeCollections", "ExportValueTypes", "IncludeTypes", "ExcludeTypes", "AddNamespaces",
        "AddDefaultXmlNamespace",
    ]

    /// The namespace every type is declared in, or nil to keep each type's own namespace.
    var globalNamespace: String?
    var makePartial: Bool
    var makeVirtual: Bool
    var makeInternal: Bool
    var makeDataContractsExtensible: Bool
    var addNullableAnnotations: Bool
    var addReturnMarker: Bool
    var addDescriptionAsComments: Bool
    var addDataContractAttributes: Bool
    var addIndexesToDataMembers: Bool
    var addGeneratedCodeAttributes: Bool
    var addResponseStatus: Bool
    var addImplicitVersion: Int?
    var initializeCollections: Bool
    var exportValueTypes: Bool
    var addNamespaces: [String]
    var addDefaultXmlNamespace: String?

    init(_ options: LanguageOptions, metadata: MetadataTypes) throws {
        globalNamespace =
            options.text("GlobalNamespace")
            ?? metadata.config?.globalNamespace.flatMap {
                $0.isEmpty ? nil : $0
            }
        makePartial = try options.bool("MakePartial", default: true)
        makeVirtual = try options.bool("MakeVirtual", default: true)
        makeInternal = try options.bool("MakeInternal", default: false)
        makeDataContractsExtensible = try options.bool("MakeDataContractsExtensible", default: false)
        addNullableAnnotations = try options.bool("AddNullableAnnotations", default: false)
        addReturnMarker = try options.bool("AddReturnMarker", default: true)
        addDescriptionAsComments = try options.bool("AddDescriptionAsComments", default: true)
        addDataContractAttributes = try options.bool("AddDataContractAttributes", default: false)
        addIndexesToDataMembers = try options.bool("AddIndexesToDataMembers", default: false)
        addGeneratedCodeAttributes = try options.bool("AddGeneratedCodeAttributes", default: false)
        addResponseStatus = try options.bool("AddResponseStatus", default: false)
        addImplicitVersion = try options.int("AddImplicitVersion")
        initializeCollections = try options.bool("InitializeCollections", default: false)
        exportValueTypes = try options.bool("ExportValueTypes", default: false)
        addNamespaces = options.list("AddNamespaces")
        addDefaultXmlNamespace = options.text("AddDefaultXmlNamespace")
    }

    /// The `/* Options: ... */` header lines.
    func header(_ options: LanguageOptions, context: GenerationContext) throws -> [String] {
        let settings = try options.selectionSettings(context: context)
        let header: [LanguageHeader.Option] = [
            .init("GlobalNamespace", given: options, setting: globalNamespace ?? ""),
            .init("MakePartial", given: options, setting: makePartial),
            .init("MakeVirtual", given: options, setting: makeVirtual),
            .init("MakeInternal", given: options, setting: makeInternal),
            .init("MakeDataContractsExtensible", given: options, setting: makeDataContractsExtensible),
            .init("AddNullableAnnotations", given: options, setting: addNullableAnnotations),
            .init("AddReturnMarker", given: options, setting: addReturnMarker),
            .init("AddDescriptionAsComments", given: options, setting: addDescriptionAsComments),
            .init("AddDataContractAttributes", given: options, setting: addDataContractAttributes),
            .init("AddIndexesToDataMembers", given: options, setting: addIndexesToDataMembers),
            .init("AddGeneratedCodeAttributes", given: options, setting: addGeneratedCodeAttributes),
            .init("AddResponseStatus", given: options, setting: addResponseStatus),
            .init("AddImplicitVersion", given: options, setting: addImplicitVersion.map(String.init) ?? ""),
            .init("InitializeCollections", given: options, setting: initializeCollections),
            .init("ExportValueTypes", given: options, setting: exportValueTypes),
            .init("IncludeTypes", given: options, setting: settings.includeTypes.joined(separator: ",")),
            .init("ExcludeTypes", given: options, setting: settings.excludeTypes.joined(separator: ",")),
            .init("AddNamespaces", given: options, setting: addNamespaces.joined(separator: ",")),
            .init("AddDefaultXmlNamespace", given: options, setting: addDefaultXmlNamespace ?? ""),
        ]
        return LanguageHeader().lines(
            context: context, baseUrl: options.baseUrl(context: context), options: header,
            unknown: options.unknownParameters(known: Self.keys)
        ).map(Self.safeHeaderLine)
    }

    /// A header line whose option values cannot close the `/* */` comment.
    private static func safeHeaderLine(_ line: String) -> String {
        line == "*/" ? line : line.replacingOccurrences(of: "*/", with: "*\\/")
    }
}
