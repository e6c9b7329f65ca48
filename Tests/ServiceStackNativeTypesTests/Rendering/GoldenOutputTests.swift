import Foundation
import ServiceStackNativeTypes
import Testing

/// Whole-file output of the hand-made documents, one golden file per option. The goldens that compile are modules
/// of this package (`Tests/GeneratedGoldens/Bookings<Name>`), the others text under `Fixtures/Golden`.
@Suite struct GoldenOutputTests {
    /// Goldens kept as text: without the ServiceStack types the output references types nobody declares, and
    /// `Combine` does not exist on Linux.
    static let textGoldens: Set<String> = ["AddServiceStackTypes.swift", "DefaultImports.swift"]

    /// The compiled golden module of the case `name` (`default.swift` is `BookingsDefault`).
    static func module(of name: String) -> String {
        let base = name.replacingOccurrences(of: ".swift", with: "")
        return "Bookings" + (base == "default" ? "Default" : base)
    }

    static func check(_ output: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation) throws {
        if textGoldens.contains(name) {
            try Golden.check(output, name, sourceLocation: sourceLocation)
        } else {
            try Golden.check(output, compiled: module(of: name), sourceLocation: sourceLocation)
        }
    }

    static let cases: [(String, NativeTypesOptions)] = [
        ("default.swift", NativeTypesOptions(baseUrl: "https://example.org")),
        ("BaseClass.swift", NativeTypesOptions(baseUrl: "https://example.org", baseClass: "NSObject")),
        (
            "AddModelExtensions.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addModelExtensions: false)
        ),
        (
            "AddServiceStackTypes.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addServiceStackTypes: false)
        ),
        (
            "MakePropertiesOptional.swift",
            NativeTypesOptions(baseUrl: "https://example.org", makePropertiesOptional: false)
        ),
        (
            "IncludeTypes.swift",
            NativeTypesOptions(baseUrl: "https://example.org", includeTypes: ["Hello.*", "{bookings}"])
        ),
        (
            "ExcludeTypes.swift",
            NativeTypesOptions(
                baseUrl: "https://example.org", excludeTypes: ["KeyValuePair", "Item", "services"])
        ),
        (
            "ExcludeGenericBaseTypes.swift",
            NativeTypesOptions(baseUrl: "https://example.org", excludeGenericBaseTypes: true)
        ),
        (
            "AddResponseStatus.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addResponseStatus: true)
        ),
        (
            "AddImplicitVersion.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addImplicitVersion: 2)
        ),
        (
            "AddDescriptionAsComments.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addDescriptionAsComments: false)
        ),
        (
            "InitializeCollections.swift",
            NativeTypesOptions(baseUrl: "https://example.org", initializeCollections: true)
        ),
        (
            "TreatTypesAsStrings.swift",
            NativeTypesOptions(
                baseUrl: "https://example.org", treatTypesAsStrings: ["Coupon", "DateTime"])
        ),
        (
            "DefaultImports.swift",
            NativeTypesOptions(
                baseUrl: "https://example.org", defaultImports: ["Foundation", "ServiceStack", "Combine"])
        ),
        (
            "AddReturnMarker.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addReturnMarker: false)
        ),
        (
            "WithoutOptions.swift",
            NativeTypesOptions(baseUrl: "https://example.org", withoutOptions: true)
        ),
        (
            "AddDataContractAttributes.swift",
            NativeTypesOptions(
                baseUrl: "https://example.org", addDataContractAttributes: true,
                addIndexesToDataMembers: true)
        ),
        (
            "ExportValueTypes.swift",
            NativeTypesOptions(baseUrl: "https://example.org", exportValueTypes: true)
        ),
        ("UseStructs.swift", NativeTypesOptions(baseUrl: "https://example.org", useStructs: true)),
        (
            "AddIdentityConformances.swift",
            NativeTypesOptions(baseUrl: "https://example.org", addIdentityConformances: true)
        ),
        (
            "UseStructsIdentity.swift",
            NativeTypesOptions(baseUrl: "https://example.org", useStructs: true, addIdentityConformances: true)
        ),
        (
            "IncludeClosure.swift",
            NativeTypesOptions(baseUrl: "https://example.org", includeTypes: ["CreateBooking.*", "{greetings}"])
        ),
    ]

    @Test(arguments: cases.map(\.0))
    func outputMatchesGoldenFile(_ name: String) throws {
        let options = try #require(Self.cases.first { $0.0 == name }?.1)
        try Self.check(try Fixtures.generate(try Fixtures.bookings(), options), name)
    }

    @Test func swiftStyleEnumsKeepWireNamesAsRawValues() throws {
        var context = Fixtures.context
        context.enumNameStrategy = .swiftStyle
        let output = try Fixtures.generate(
            try Fixtures.bookings(), NativeTypesOptions(baseUrl: "https://example.org"), context: context)
        try Self.check(output, "SwiftStyleEnums.swift")
    }

    @Test func serverDefaultImportsReplaceFoundationAndServiceStack() throws {
        var context = Fixtures.context
        context.defaultImports = ["Foundation", "ServiceStack", "MyShared"]
        let output = try Fixtures.generate(
            try Fixtures.bookings(), NativeTypesOptions(baseUrl: "https://example.org"), context: context)
        #expect(output.contains("//DefaultImports: Foundation,ServiceStack,MyShared\n"))
        #expect(output.contains("import Foundation\nimport ServiceStack\nimport MyShared\n"))
    }

    @Test func catalogOutputMatchesGoldenFile() throws {
        let options = NativeTypesOptions(baseUrl: "https://catalog.example")
        try Golden.check(try Fixtures.generate(try Fixtures.catalog(), options), compiled: "CatalogDefault")
    }

    @Test func catalogStructModeOutputMatchesGoldenFile() throws {
        let options = NativeTypesOptions(
            baseUrl: "https://catalog.example", useStructs: true, addIdentityConformances: true)
        try Golden.check(try Fixtures.generate(try Fixtures.catalog(), options), compiled: "CatalogStructs")
    }
}
