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

    @Test func everyFixtureGeneratesWithEveryOptionSet() throws {
        for file in try TestPaths.sharedFixtureFiles() {
            let metadata = try Fixtures.metadata(file)
            for options in Self.optionSets {
                let output = try Fixtures.generate(metadata, options)
                #expect(output.contains("import ServiceStack\n"), "\(file.lastPathComponent)")
            }
        }
    }

    @Test func libraryTypesAreNeverGenerated() throws {
        for file in try TestPaths.sharedFixtureFiles() {
            let output = try Fixtures.generate(try Fixtures.metadata(file))
            for name in [
                "QueryResponse", "QueryDb", "QueryBase", "ResponseStatus", "IReturn", "IGet", "IPost",
                "ICreateDb",
            ] {
                #expect(!output.contains("public class \(name) "), "\(name) in \(file.lastPathComponent)")
                #expect(!output.contains("public class \(name)<"), "\(name) in \(file.lastPathComponent)")
                #expect(
                    !output.contains("public protocol \(name)\n"), "\(name) in \(file.lastPathComponent)")
            }
        }
    }

    @Test func outputIsDeterministicExceptForTheInjectedDate() throws {
        let metadata = try Fixtures.metadata(
            TestPaths.sharedMetadata.appendingPathComponent("pvq-app.metadata.json"))
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
