import Foundation
import Testing

@testable import ServiceStackAutoQuery

@Suite("AutoQuery schema recording and convention matching")
struct SchemaAndConventionTests {
    enum Status: String, Codable, CaseIterable { case active, retired }
    enum Level: Int, Codable {
        case low = 1
        case high
    }

    struct Model: Codable {
        var id: Int64
        var title: String
        var score: Double?
        var status: Status
        var level: Level?
        var when: Date?
        var tags: [String]
    }

    @Test func recordsColumnsAndKinds() throws {
        let schema = try ModelSchema.of(Model.self)
        #expect(schema.columns.map(\.name) == ["id", "title", "score", "status", "level", "when", "tags"])
        #expect(schema.columns.map(\.kind) == [.integer, .text, .real, .text, .integer, .date, .unsupported])
        #expect(schema.primaryKey?.name == "id")
    }

    @Test func nonOptionalTypesWithoutAPlaceholderAreRefused() {
        struct Nested: Codable { var x: Int }
        struct Bad: Codable { var nested: Nested }
        #expect(throws: (any Error).self) { try ModelSchema.of(Bad.self) }
    }

    @Test(arguments: [
        ("TITLE", "title", FilterOperator.equal),
        ("titleStartsWith", "title", .startsWith),
        ("ScoreGreaterThanOrEqualTo", "score", .greaterThanOrEqual),
        ("ScoreGreaterThan", "score", .greaterThan),
        ("GreaterThanScore", "score", .greaterThan),
        ("OnOrAfterWhen", "when", .greaterThanOrEqual),
        ("WhenBefore", "when", .lessThan),
        ("ids", "id", .in),
        ("IdsIn", "id", .in),
        ("TitleIsNotNull", "title", .isNotNull),
        ("TitleIsNull", "title", .isNull),
    ])
    func matchesConventions(name: String, column: String, op: FilterOperator) throws {
        let schema = try ModelSchema.of(Model.self)
        let match = QueryConventions.match(name, in: schema)
        #expect(match?.column.name == column)
        #expect(match?.op == op)
    }

    @Test func unknownNamesDoNotMatch() throws {
        let schema = try ModelSchema.of(Model.self)
        for name in ["colour", "titleSoundsLike", "GreaterThan", "s", "Title;--", "*"] {
            #expect(QueryConventions.match(name, in: schema) == nil, "\(name)")
        }
    }

    @Test func likeEscapingProtectsWildcards() {
        #expect(SQLLikeExpression.escape("50%_off\\") == "50\\%\\_off\\\\")
    }
}
