import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackSQLite
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// Text written by AutoQuery CRUD follows one rule on every database: no NUL character (PostgreSQL answered 500,
/// SQLite stored it and read the text back cut short), and at most the column's length (500 on PostgreSQL when an
/// index could not hold it). Breaking it is a 400 naming the column, and nothing is written.
@Suite struct CrudTextRuleTests {
    @Test(
        arguments: DatabaseKind.allCases,
        [
            "POST api/CreateRocket", "POST api/CreateRocketWithResult", "PUT api/UpdateRocket",
            "PATCH api/PatchRocket", "POST api/SaveRocket",
        ])
    func aNulCharacterIsRefusedNamingTheColumn(_ kind: DatabaseKind, _ call: String) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Kept")
            let parts = call.split(separator: " ").map(String.init)
            let response = try await fixture.json(parts[0], parts[1], #"{"id":\#(id),"name":"Nul\u0000Tail"}"#)
            #expect(response.status == 400, "\(response.text)")
            #expect(response.responseStatus?.errors.map(\.fieldName) == ["name"])
            #expect(try await fixture.count() == 1)
            #expect(try await fixture.rocket(id)?.name == "Kept")
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aNulCharacterInADeleteFilterIsRefused(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            try await fixture.seed("Kept", slug: "kept")
            let response = try await fixture.json("DELETE", "api/DeleteRocket", #"{"slug":"ke\u0000pt"}"#)
            #expect(response.status == 400)
            #expect(response.responseStatus?.errors.map(\.fieldName) == ["slug"])
            #expect(try await fixture.count() == 1)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func textLongerThanTheDefaultLimitIsRefusedNamingTheColumn(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let limit = AutoQueryLimits().maxTextLength
            let tooLong = try await fixture.json(
                "POST", "api/CreateRocket", #"{"name":"\#(String(repeating: "é", count: limit + 1))"}"#)
            #expect(tooLong.status == 400)
            #expect(tooLong.responseStatus?.errorCode == "MaximumLength")
            #expect(tooLong.responseStatus?.errors.map(\.fieldName) == ["name"])
            #expect(try await fixture.count() == 0)
            // Combining marks make one grapheme of many characters: the limit counts Unicode scalars.
            let oneGrapheme = "e" + String(repeating: "\u{301}", count: limit)
            let hidden = try await fixture.json("POST", "api/CreateRocket", #"{"name":"\#(oneGrapheme)"}"#)
            #expect(hidden.status == 400)
            #expect(try await fixture.count() == 0)
        }
    }

    @Test(arguments: DatabaseKind.allCases)
    func aColumnsOwnMaximumLengthApplies(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let id = try await fixture.seed("Falcon")
            let fits = try await fixture.json(
                "PATCH", "api/RenameRocket", #"{"id":\#(id),"slug":"\#(String(repeating: "s", count: 20))"}"#)
            #expect(fits.status == 200)
            let tooLong = try await fixture.json(
                "PATCH", "api/RenameRocket", #"{"id":\#(id),"slug":"\#(String(repeating: "s", count: 21))"}"#)
            #expect(tooLong.status == 400)
            #expect(tooLong.responseStatus?.errors.first?.fieldName == "slug")
            #expect(tooLong.responseStatus?.errors.first?.meta["MaxLength"] == "20")
            #expect(try await fixture.rocket(id)?.slug == String(repeating: "s", count: 20))
        }
    }

    @Test func maxLengthsMustNameTextColumns() async throws {
        try await DatabaseKind.sqlite.withDatabase { database in
            let feature = AutoQueryFeature(database: database, engine: .sqlite)
            let host = ServiceStackHost(name: "crud-max-lengths")
            #expect(throws: AutoQueryConfigurationError.self) {
                try feature.register(RenameRocket.self, options: CrudOptions(maxLengths: ["stages": 3]), on: host)
            }
            #expect(throws: AutoQueryConfigurationError.self) {
                try feature.register(RenameRocket.self, options: CrudOptions(maxLengths: ["colour": 3]), on: host)
            }
        }
    }

    /// A value within the column's limit that an index cannot hold: PostgreSQL refuses it (a unique index holds at
    /// most 2,704 bytes) and the refusal is a 400 naming the column, not a 500; SQLite has no such limit.
    @Test(arguments: DatabaseKind.allCases)
    func aValueTooLargeForAnIndexIs400NamingTheColumn(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            var generator = SeededGenerator(seed: 25)
            let incompressible = String(
                (0..<6000).map { _ in Character(Unicode.Scalar(UInt8.random(in: 33...126, using: &generator))) })
            let body = String(decoding: try JSONEncoder().encode(["name": incompressible]), as: UTF8.self)
            let response = try await fixture.json("POST", "api/CreateRocket", body)
            switch kind {
            case .postgres:
                #expect(response.status == 400, "\(response.text)")
                #expect(response.responseStatus?.errorCode == "ValueTooLarge")
                #expect(response.responseStatus?.errors.map(\.fieldName) == ["name"])
            case .sqlite:
                #expect(response.status == 200)
            }
        }
    }
}

extension CrudTextRuleTests {
    /// A number the column cannot hold (PostgreSQL's `INTEGER` is 32 bits) is a 400 rather than a 500; SQLite's
    /// integers hold it.
    @Test(arguments: DatabaseKind.allCases)
    func aNumberTooLargeForItsColumnIs400(_ kind: DatabaseKind) async throws {
        try await CrudFixture.with(kind) { fixture in
            let response = try await fixture.json("POST", "api/CreateRocket", #"{"name":"Big","stages":3000000000}"#)
            switch kind {
            case .postgres:
                #expect(response.status == 400, "\(response.text)")
                #expect(response.responseStatus?.errorCode == "ValueTooLarge")
                #expect(try await fixture.count() == 0)
            case .sqlite:
                #expect(response.status == 200)
            }
        }
    }
}

/// A small deterministic generator (SplitMix64), so a test's random text is the same on every run.
struct SeededGenerator: RandomNumberGenerator {
    private var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next() -> UInt64 {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return z ^ (z >> 31)
    }
}
