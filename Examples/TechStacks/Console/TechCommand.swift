import ArgumentParser
import TechStacksClient

struct TechCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "tech", abstract: "One technology and the stacks using it.",
        discussion: ConsoleExamples.section("tech swift", "tech postgresql"))

    @OptionGroup var connection: ConnectionOptions

    @Argument(help: "The technology's slug, e.g. swift or postgresql.")
    var slug: String

    func run() async throws {
        let slug = slug
        try await connection.run { session in
            let response = try await session.call("Loading \(slug)") { try await session.data.technology(slug: slug) }
            guard let technology = response.technology else { throw ValidationFailure("No technology '\(slug)'") }
            var details = TextTable("Field", "Value")
            details.maxCellWidth = 90
            details.add("Name", technology.name ?? "")
            details.add("Vendor", technology.vendorName ?? "")
            details.add("Tier", technology.tier?.rawValue ?? "")
            details.add("Description", technology.Description ?? "")
            details.add("Product", technology.productUrl ?? "")
            details.add("Logo", technology.logoUrl ?? "")
            details.add("Views / favorites", "\(technology.viewCount ?? 0) / \(technology.favCount ?? 0)")
            print(details.render())
            print("\nUsed by \(response.technologyStacks.count) stacks\n")
            var stacks = TextTable("Stack", "Slug", "Views")
            for stack in response.technologyStacks.prefix(15) {
                stacks.add(stack.name ?? "", stack.slug ?? "", "\(stack.viewCount ?? 0)")
            }
            print(stacks.render())
        }
    }
}
