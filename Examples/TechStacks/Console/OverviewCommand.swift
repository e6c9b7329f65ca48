import ArgumentParser
import TechStacksClient

struct OverviewCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "overview", abstract: "Top technologies overall and per tier, popular and latest stacks.",
        discussion: ConsoleExamples.section("overview", "overview --per-tier 5"))

    @OptionGroup var connection: ConnectionOptions

    @ArgumentParser.Option(help: "How many technologies to list per tier.")
    var perTier = 3

    func run() async throws {
        let perTier = perTier
        try await connection.run { session in
            let overview = try await session.call("Loading the overview") { try await session.data.loadOverview() }
            print("Top technologies\n")
            var top = TextTable("#", "Technology", "Tier", "Stacks")
            for (rank, technology) in overview.topTechnologies.prefix(10).enumerated() {
                top.add(
                    "\(rank + 1)", technology.name ?? "", technology.tier?.rawValue ?? "",
                    "\(technology.stacksCount ?? 0)")
            }
            print(top.render())
            print("\nBy tier\n")
            var tiers = TextTable("Tier", "Technologies")
            for (tier, technologies) in overview.topTechnologiesByTier.sorted(by: { $0.key < $1.key }) {
                let names = technologies.prefix(perTier).map { "\($0.name ?? "") (\($0.stacksCount ?? 0))" }
                tiers.add(tier, names.joined(separator: ", "))
            }
            tiers.maxCellWidth = 90
            print(tiers.render())
            print("\nPopular stacks\n")
            var popular = TextTable("Stack", "Slug", "Views", "Description")
            for stack in overview.popularTechStacks.prefix(5) {
                popular.add(stack.name ?? "", stack.slug ?? "", "\(stack.viewCount ?? 0)", stack.Description ?? "")
            }
            print(popular.render())
            print("\nLatest stacks\n")
            var latest = TextTable("Stack", "Technologies")
            latest.maxCellWidth = 90
            for stack in overview.latestTechStacks {
                latest.add(stack.name ?? "", stack.technologyChoices.compactMap(\.name).joined(separator: ", "))
            }
            print(latest.render())
        }
    }
}
