import Foundation

/// Builds the overview responses from the repository.
struct OverviewBuilder: Sendable {
    let repository: TechStacksRepository

    /// Technologies with their stack counts, most used first (ties by name).
    func rankedTechnologies() async throws -> [TechnologyInfo] {
        let counts = try await repository.stackCounts()
        return try await repository.allTechnologies()
            .map { technology in
                TechnologyInfo(
                    tier: technology.tier, slug: technology.slug, name: technology.name,
                    logoUrl: technology.logoUrl, stacksCount: counts[technology.id ?? 0] ?? 0)
            }
            .sorted { ($0.stacksCount ?? 0, $1.name ?? "") > ($1.stacksCount ?? 0, $0.name ?? "") }
    }

    func overview() async throws -> OverviewResponse {
        let ranked = try await rankedTechnologies()
        let stacks = try await repository.allStacks()
        let response = OverviewResponse()
        response.created = Date()
        response.topTechnologies = Array(ranked.prefix(20))
        for tier in TechnologyTier.allCases {
            response.topTechnologiesByTier[tier.rawValue] = Array(ranked.filter { $0.tier == tier }.prefix(5))
        }
        response.popularTechStacks = Array(stacks.sorted { ($0.viewCount ?? 0) > ($1.viewCount ?? 0) }.prefix(10))
        for stack in stacks.sorted(by: { ($0.created ?? .distantPast) > ($1.created ?? .distantPast) }).prefix(5) {
            if let slug = stack.slug, let details = try await stackDetails(slug: slug) {
                response.latestTechStacks.append(details)
            }
        }
        let byUser = Dictionary(grouping: stacks) { $0.createdBy ?? "" }
        response.topUsers = byUser.map { user, stacks in
            UserInfo(userName: user, avatarUrl: "/logos/\(Slug.make(user))", stacksCount: stacks.count)
        }
        .sorted { ($0.stacksCount ?? 0, $1.userName ?? "") > ($1.stacksCount ?? 0, $0.userName ?? "") }
        .prefix(10).map { $0 }
        return response
    }

    func appOverview() async throws -> AppOverviewResponse {
        let response = AppOverviewResponse()
        response.created = Date()
        response.allTiers = TechnologyTier.allCases.map { Option(name: $0.rawValue, title: $0.title, value: $0) }
        response.topTechnologies = Array(try await rankedTechnologies().prefix(100))
        return response
    }

    func stackDetails(slug: String) async throws -> TechStackDetails? {
        guard let stack = try await repository.stack(slug: slug) else { return nil }
        stack.technologyChoices = try await repository.choices(ofStack: stack.id ?? 0)
        return stack
    }
}
