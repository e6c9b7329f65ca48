import Foundation
import ServiceStackNativeTypes
import Testing

@Suite struct FixtureGenerationTests {
    static let optionSets: [NativeTypesOptions] = [
        NativeTypesOptions(),
        NativeTypesOptions(
            baseClass: "NSObject", makePropertiesOptional: false, addResponseStatus: true,
            initializeCollections: true),
        NativeTypesOptions(
            excludeGenericBaseTypes: true, addImplicitVersion: 1, addDescriptionAsComments: false),
        NativeTypesOptions(addServiceStackTypes: false, addReturnMarker: false, withoutOptions: true),
        NativeTypesOptions(useStructs: true, addIdentityConformances: true),
    ]

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func everyFixtureGeneratesWithEveryOptionSet() throws {
        try expectEveryOptionSetGenerates(try RealWorldMetadata.files())
    }

    @Test func everyInRepoDocumentGeneratesWithEveryOptionSet() throws {
        try expectEveryOptionSetGenerates(try TestPaths.inRepoDocuments())
    }

    private func expectEveryOptionSetGenerates(_ files: [URL]) throws {
        for file in files {
            let metadata = try Fixtures.metadata(file)
            for options in Self.optionSets {
                let output = try Fixtures.generate(metadata, options)
                #expect(output.contains("import ServiceStack\n"), "\(file.lastPathComponent)")
            }
        }
    }

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func libraryTypesAreNeverGenerated() throws {
        try expectNoLibraryTypes(try RealWorldMetadata.files(), Self.libraryTypeNames)
    }

    @Test func libraryTypesAreNeverGeneratedFromInRepoDocuments() throws {
        try expectNoLibraryTypes(
            try TestPaths.inRepoDocuments(),
            Self.libraryTypeNames + ["IPatchDb", "IUpdateDb", "IDeleteDb", "AuditBase"])
    }

    static let libraryTypeNames = [
        "QueryResponse", "QueryDb", "QueryBase", "ResponseStatus", "IReturn", "IGet", "IPost", "ICreateDb",
    ]

    private func expectNoLibraryTypes(_ files: [URL], _ names: [String]) throws {
        for file in files {
            let output = try Fixtures.generate(try Fixtures.metadata(file))
            for name in names {
                #expect(!output.contains("public class \(name) "), "\(name) in \(file.lastPathComponent)")
                #expect(!output.contains("public class \(name)<"), "\(name) in \(file.lastPathComponent)")
                #expect(
                    !output.contains("public protocol \(name)\n"), "\(name) in \(file.lastPathComponent)")
            }
        }
    }

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func outputIsDeterministicExceptForTheInjectedDate() throws {
        try expectDeterministic(try Fixtures.metadata(try RealWorldMetadata.file("pvq-app")))
    }

    @Test func outputOfTheLargestInRepoDocumentIsDeterministicExceptForTheInjectedDate() throws {
        try expectDeterministic(
            try Fixtures.metadata(TestPaths.fixtures.appendingPathComponent("techstacks.metadata.json")))
    }

    private func expectDeterministic(_ metadata: MetadataTypes) throws {
        let first = try Fixtures.generate(metadata)
        #expect(first == (try Fixtures.generate(metadata)))
        var later = Fixtures.context
        later.date = Fixtures.fixedDate.addingTimeInterval(3600)
        let second = try Fixtures.generate(metadata, context: later)
        let differing = zip(first.split(separator: "\n"), second.split(separator: "\n")).filter {
            $0 != $1
        }
        #expect(differing.count == 1)
        #expect(differing.first?.1 == "Date: 2025-01-02 04:04:05")
    }

    @Test func requestsComeBeforeResponsesBeforeOtherTypes() throws {
        let output = try Fixtures.generate(try Fixtures.bookings())
        let order = [
            "class Hello ", "class QueryBookings ", "class GetEntity ", "class HelloResponse ",
            "class Entity ", "class Booking ", "enum RoomType ",
        ]
        let positions = order.compactMap { output.range(of: $0)?.lowerBound }
        #expect(positions.count == order.count)
        #expect(positions == positions.sorted())
    }
}
