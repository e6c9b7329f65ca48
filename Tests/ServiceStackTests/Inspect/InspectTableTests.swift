import Foundation
import ServiceStack
import Testing

@Suite struct InspectTableTests {
    struct Row: Codable {
        var id: Int
        var name: String
        var tags: [String]?
    }

    private let rows = [Row(id: 1, name: "ServiceStack", tags: ["api", "dotnet"]), Row(id: 22, name: "Swift")]

    @Test func rendersAMarkdownTableWithAllColumnsInFirstSeenOrder() {
        let table = Inspect.dumpTable(rows)
        #expect(
            table == """
                | id | name         | tags         |
                |----|--------------|--------------|
                | 1  | ServiceStack | [api,dotnet] |
                | 22 | Swift        |              |
                """)
    }

    @Test func columnsPickAndOrderTheColumns() {
        #expect(
            Inspect.dumpTable(rows, columns: ["name", "id"]) == """
                | name         | id |
                |--------------|----|
                | ServiceStack | 1  |
                | Swift        | 22 |
                """)
    }

    @Test func noRowsGiveOnlyTheHeader() {
        #expect(Inspect.dumpTable([Row](), columns: ["id"]) == "| id |\n|----|")
    }
}
