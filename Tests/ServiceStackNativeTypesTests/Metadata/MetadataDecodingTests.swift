import Foundation
import ServiceStackNativeTypes
import Testing

@Suite struct MetadataDecodingTests {
    static let expectedCounts: [String: (types: Int, operations: Int)] = [
        "admin-ui.metadata.json": (15, 8),
        "blazor-gallery-v6.metadata.json": (64, 119),
        "blazor-gallery-v8.metadata.json": (64, 116),
        "pvq-app.metadata.json": (49, 90),
    ]

    static let inRepoCounts: [String: (types: Int, operations: Int)] = [
        "bookings.metadata.json": (10, 6),
        "catalog.metadata.json": (13, 9),
        "techstacks.metadata.json": (34, 18),
        "test-server.metadata.json": (35, 35),
    ]

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func everySharedFixtureDecodesWithItsTypesAndOperations() throws {
        let files = try RealWorldMetadata.files()
        try expectCounts(of: files, Self.expectedCounts)
        for file in files {
            #expect(try Fixtures.metadata(file).config == nil)
        }
    }

    @Test func everyInRepoDocumentDecodesWithItsTypesAndOperations() throws {
        try expectCounts(of: try TestPaths.inRepoDocuments(), Self.inRepoCounts)
    }

    private func expectCounts(of files: [URL], _ counts: [String: (types: Int, operations: Int)]) throws {
        #expect(files.count == counts.count)
        for file in files {
            let metadata = try Fixtures.metadata(file)
            let expected = try #require(counts[file.lastPathComponent])
            #expect(metadata.types.count == expected.types, "\(file.lastPathComponent)")
            #expect(metadata.operations.count == expected.operations, "\(file.lastPathComponent)")
        }
    }

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func everySharedFixtureReEncodesToAnEqualDocument() throws {
        try expectEqualAfterReEncoding(try RealWorldMetadata.files())
    }

    @Test func everyInRepoDocumentReEncodesToAnEqualDocument() throws {
        try expectEqualAfterReEncoding(try TestPaths.inRepoDocuments())
    }

    private func expectEqualAfterReEncoding(_ files: [URL]) throws {
        for file in files {
            let metadata = try Fixtures.metadata(file)
            let again = try MetadataTypes.decode(from: try metadata.encodedJSON())
            #expect(again == metadata, "\(file.lastPathComponent)")
        }
    }

    @Test func encodingLeavesOutAbsentValues() throws {
        let json = String(decoding: try Fixtures.bookings().encodedJSON(), as: UTF8.self)
        #expect(!json.contains("null"))
        #expect(!json.contains("\"isEnum\":false"))
        #expect(json.contains("\"implements\":[]"))
    }

    @Test func missingKeysAndUnknownKeysAreTolerated() throws {
        let empty = try Fixtures.metadata(json: "{}")
        #expect(empty.types.isEmpty && empty.operations.isEmpty && empty.namespaces.isEmpty)
        let future = try Fixtures.metadata(
            json: #"{"futureKey":1,"types":[{"name":"A","newFlag":{"x":[1,2]}}]}"#)
        #expect(future.types.first?.name == "A")
    }

    @Test func missingRequiredNameIsReportedWithItsJSONPath() {
        let json = #"{"types":[{"name":"A"},{"name":"B","properties":[{"type":"String"}]}]}"#
        #expect(
            throws: MetadataDecodingError(
                path: "types[1].properties[0].name", reason: "required key is missing")
        ) {
            try Fixtures.metadata(json: json)
        }
    }

    @Test func wrongValueTypeIsReportedWithItsJSONPath() throws {
        let json = #"{"operations":[{"request":{"name":"A","isEnum":"yes"}}]}"#
        let error = try #require(throws: MetadataDecodingError.self) {
            try Fixtures.metadata(json: json)
        }
        #expect(error.path == "operations[0].request.isEnum")
        #expect(error.description.contains("operations[0].request.isEnum"))
    }

    @Test func invalidJSONIsADecodingError() {
        #expect(throws: MetadataDecodingError.self) { try Fixtures.metadata(json: "{\"types\": [") }
    }

    @Test func numericEnumValuesAreReadAsStrings() throws {
        let metadata = try Fixtures.metadata(
            json: #"{"types":[{"name":"E","isEnum":true,"enumNames":["A","B"],"enumValues":[1,2]}]}"#)
        #expect(metadata.types.first?.enumValues == ["1", "2"])
    }

    @Test func configIsDecodedWhenPresent() throws {
        let json =
            #"{"config":{"baseUrl":"https://x.org","addReturnMarker":true,"includeTypes":["A.*"],"addImplicitVersion":2},"types":[]}"#
        let metadata = try Fixtures.metadata(json: json)
        #expect(metadata.config?.baseUrl == "https://x.org")
        #expect(metadata.config?.includeTypes == ["A.*"])
        #expect(metadata.config?.addImplicitVersion == 2)
    }

    @Test(.enabled(if: RealWorldMetadata.isAvailable, RealWorldMetadata.skipReason))
    func nestedInfoObjectsAreDecoded() throws {
        expectNestedInfoObjects(try Fixtures.metadata(try RealWorldMetadata.file("blazor-gallery-v8")))
    }

    @Test func nestedInfoObjectsOfTheCatalogAreDecoded() throws {
        expectNestedInfoObjects(try Fixtures.catalog())
    }

    private func expectNestedInfoObjects(_ document: MetadataTypes) {
        let properties = (document.operations.map(\.request) + document.types).flatMap { $0.properties ?? [] }
        #expect(properties.contains { $0.input?.type != nil })
        #expect(properties.contains { $0.ref?.model != nil })
        #expect(properties.contains { $0.format?.method != nil })
        #expect(document.operations.contains { $0.dataModel != nil })
        #expect(document.operations.contains { !($0.routes ?? []).isEmpty })
    }
}
