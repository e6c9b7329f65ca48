import ArgumentParser
import ServiceStack
import TechStacksClient

struct StackCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "stack", abstract: "One technology stack and the technologies it is built on.",
        discussion: ConsoleExamples.section("stack acme-fitness", "stack delta-analytics"))

    @OptionGroup var connection: ConnectionOptions

    @Argument(help: "The stack's slug, e.g. acme-fitness (`techstacks search stacks` lists them).")
    var slug: String

    func run() async throws {
        let slug = slug
        try await connection.run { session in
            let response = try await session.call("Loading \(slug)") { try await session.data.stack(slug: slug) }
            guard let stack = response.result else { throw ValidationFailure("No stack '\(slug)'") }
            print(TerminalText.escaped("\(stack.name ?? slug) — \(stack.Description ?? "")", keepingLineFeeds: false))
            print(
                TerminalText.escaped(
                    "\(stack.appUrl ?? "")  created by \(stack.createdBy ?? "?")", keepingLineFeeds: false) + "\n")
            var choices = TextTable("Tier", "Technology", "Slug", "Why")
            choices.maxCellWidth = 60
            for choice in stack.technologyChoices {
                choices.add(
                    choice.tier?.rawValue ?? "", choice.name ?? "", choice.slug ?? "", choice.justification ?? "")
            }
            print(choices.render())
        }
    }
}
