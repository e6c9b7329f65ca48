import ArgumentParser
import TechStacksClient

struct SearchCommand: AsyncParsableCommand {
    enum Kind: String, ExpressibleByArgument, CaseIterable {
        case technologies, stacks
    }

    static let configuration = CommandConfiguration(
        commandName: "search",
        abstract: "AutoQuery search of technologies or stacks.",
        discussion: """
            Without --field, TEXT is matched (Contains) against name, vendor and description, any of them (OR).
            With --field, --operand applies to that field: \
            \(AutoQueryOperand.allCases.map { "'\($0.rawValue)'" }.joined(separator: ", ")).

            \(ConsoleExamples.section(
                "search technologies swift",
                "search technologies Data --field Tier --operand =",
                "search stacks 15000 --field ViewCount --operand '>'",
                "search stacks Acme --field Name --operand starts-with"))
            """)

    @OptionGroup var connection: ConnectionOptions

    @Argument(help: "What to search: technologies or stacks.")
    var kind: Kind

    @Argument(help: "The text or value to search for.")
    var text: String

    @ArgumentParser.Option(help: "The field to filter on, e.g. Name, VendorName, Description, Tier, ViewCount.")
    var field: String?

    @ArgumentParser.Option(
        help: "How to compare the field with TEXT (contains, starts-with, ends-with, =, !=, >, >=, <, <=, in, between)."
    )
    var operand = "contains"

    @ArgumentParser.Option(help: "The most rows to show.")
    var take = 25

    func validate() throws {
        guard AutoQueryOperand(argument: operand) != nil else {
            throw ValidationError("unknown operand '\(operand)'")
        }
    }

    func run() async throws {
        let (kind, text, field, take) = (kind, text, field, take)
        let operand = AutoQueryOperand(argument: self.operand) ?? .contains
        try await connection.run { session in
            switch kind {
            case .technologies:
                let rows = try await session.call("Searching technologies") {
                    try await session.data.searchTechnologies(text, field: field, operand: operand, take: take)
                }
                var table = TextTable("Technology", "Slug", "Tier", "Vendor", "Views")
                for row in rows {
                    table.add(
                        row.name ?? "", row.slug ?? "", row.tier?.rawValue ?? "", row.vendorName ?? "",
                        "\(row.viewCount ?? 0)")
                }
                print(table.render())
            case .stacks:
                let rows = try await session.call("Searching stacks") {
                    try await session.data.searchStacks(text, field: field, operand: operand, take: take)
                }
                var table = TextTable("Stack", "Slug", "Views", "Description")
                for row in rows {
                    table.add(row.name ?? "", row.slug ?? "", "\(row.viewCount ?? 0)", row.Description ?? "")
                }
                print(table.render())
            }
            print("\n\(session.data.searchTotal) matching, \(min(take, session.data.searchTotal)) shown")
        }
    }
}
