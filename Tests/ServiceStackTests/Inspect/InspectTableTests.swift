import Foundation
import ServiceStack
import Testing

/// `Inspect.dumpTable` draws ServiceStack.Swift's framed table: centred headers, numbers on the right.
@Suite struct InspectTableTests {
    struct Row: Codable {
        var id: Int
        var name: String
        var tags: [String]?
    }

    private let rows = [Row(id: 1, name: "ServiceStack", tags: ["api", "dotnet"]), Row(id: 22, name: "Swift")]

    @Test func drawsAFramedTableWithAllColumnsInFirstSeenOrder() {
        let table = Inspect.dumpTable(rows)
        #expect(
            table == """
                +----------------------------------+
                | id |     name     |     tags     |
                +----------------------------------+
                |  1 | ServiceStack | [api,dotnet] |
                | 22 | Swift        |              |
                +----------------------------------+
                """)
    }

    @Test func columnsPickAndOrderTheColumns() {
        #expect(
            Inspect.dumpTable(rows, columns: ["name", "id"]) == """
                +-------------------+
                |     name     | id |
                +-------------------+
                | ServiceStack |  1 |
                | Swift        | 22 |
                +-------------------+
                """)
    }

    @Test func noRowsGiveOnlyTheHeader() {
        #expect(Inspect.dumpTable([Row](), columns: ["id"]) == "+----+\n| id |\n+----+\n+----+")
    }
}
