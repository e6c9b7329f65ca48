import Foundation
import ServiceStack
import TechStacksClient
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite("TechStacks server over HTTP")
struct ServerServicesTests {
    @Test func overviewRanksTechnologiesAndFillsEveryTier() async throws {
        try await withTechStacksServer { client in
            let overview = try await client.getAsync(Overview())
            #expect(overview.topTechnologies.count == 20)
            let counts = overview.topTechnologies.map { $0.stacksCount ?? 0 }
            #expect(counts == counts.sorted(by: >))
            #expect(overview.topTechnologiesByTier.count == 9)
            #expect(overview.latestTechStacks.allSatisfy { !$0.technologyChoices.isEmpty })
            #expect(overview.popularTechStacks.count == 10)
            #expect(!overview.topUsers.isEmpty)
        }
    }

    @Test func appOverviewListsTheTiers() async throws {
        try await withTechStacksServer { client in
            let overview = try await client.getAsync(AppOverview())
            #expect(
                overview.allTiers.map(\.value) == [
                    .ProgrammingLanguage, .Client, .Http, .Server, .Data, .SoftwareInfrastructure, .OperatingSystem,
                    .HardwareInfrastructure, .ThirdPartyServices,
                ])
            #expect(overview.topTechnologies.count == 100)
        }
    }

    @Test func allTechnologiesAndStacksAreSeeded() async throws {
        try await withTechStacksServer { client in
            let technologies = try await client.getAsync(GetAllTechnologies())
            #expect(technologies.results.count >= 250)
            #expect(technologies.total == technologies.results.count)
            let stacks = try await client.getAsync(GetAllTechnologyStacks())
            #expect(stacks.results.count >= 100)
        }
    }

    @Test func technologyBySlugThroughItsRoute() async throws {
        try await withTechStacksServer { client in
            let response: GetTechnologyResponse = try await client.getAsync("/technology/swift")
            #expect(response.technology?.name == "Swift")
            #expect(response.technology?.tier == .ProgrammingLanguage)
            #expect(!response.technologyStacks.isEmpty)

            let request = GetTechnology()
            request.slug = "postgresql"
            #expect(try await client.getAsync(request).technology?.vendorName == "PostgreSQL Global Development Group")
        }
    }

    @Test func unknownSlugsAre404s() async throws {
        try await withTechStacksServer { client in
            let request = GetTechnology()
            request.slug = "no-such-tech"
            do {
                _ = try await client.getAsync(request)
                Issue.record("expected a 404")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 404)
                #expect(error.status.message == "Technology 'no-such-tech' does not exist")
            }
        }
    }

    @Test func stackDetailsListTheChosenTechnologies() async throws {
        try await withTechStacksServer { client in
            let all = try await client.getAsync(GetAllTechnologyStacks())
            let slug = try #require(all.results.first?.slug)
            let request = GetTechnologyStack()
            request.slug = slug
            let details = try #require(try await client.getAsync(request).result)
            #expect(details.slug == slug)
            let choices = details.technologyChoices
            #expect(choices.count >= 7)
            #expect(choices.allSatisfy { $0.technologyStackId == details.id && $0.name != nil })
        }
    }

    @Test func findTechnologiesCombinesFiltersWithOr() async throws {
        try await withTechStacksServer { client in
            let byName = FindTechnologies()
            byName.nameContains = "Swift"
            let names = try await client.getAsync(byName).results.compactMap(\.name)
            #expect(Set(names) == ["Swift", "SwiftUI", "SwiftNIO"])

            let either = FindTechnologies()
            either.nameContains = "Swift"
            either.vendorName = "Google"
            let results = try await client.getAsync(either).results
            #expect(results.count > names.count)
            #expect(results.allSatisfy { ($0.name ?? "").contains("Swift") || $0.vendorName == "Google" })
        }
    }

    @Test func queryTechnologyCombinesFiltersWithAnd() async throws {
        try await withTechStacksServer { client in
            let request = QueryTechnology()
            request.nameContains = "Swift"
            request.vendorName = "Apple"
            let names = try await client.getAsync(request).results.compactMap(\.name)
            #expect(Set(names) == ["Swift", "SwiftUI", "SwiftNIO"])
            request.vendorName = "Google"
            #expect(try await client.getAsync(request).results.isEmpty)
        }
    }

    @Test func queriesPageAndOrderWithTotals() async throws {
        try await withTechStacksServer { client in
            let request = QueryTechStacks()
            request.orderByDesc = "ViewCount"
            request.skip = 10
            request.take = 5
            request.include = "Total"
            let page = try await client.getAsync(request)
            #expect(page.offset == 10)
            #expect(page.results.count == 5)
            #expect(page.total == 150)
            let views = page.results.map { $0.viewCount ?? 0 }
            #expect(views == views.sorted(by: >))
        }
    }

    @Test func untypedFieldFiltersFollowTheConventions() async throws {
        try await withTechStacksServer { client in
            let data = try await client.getAsync(FindTechnologies(), query: ["Tier": "Data", "take": "1000"])
            #expect(data.results.count == 35)
            #expect(data.results.allSatisfy { $0.tier == .Data })
            let popular = try await client.getAsync(QueryTechStacks(), query: ["ViewCountGreaterThan": "15000"])
            #expect(!popular.results.isEmpty)
            #expect(popular.results.allSatisfy { ($0.viewCount ?? 0) > 15000 })
        }
    }

    @Test func logosAreServedAsSvg() async throws {
        try await withTechStacksServer { client in
            let downloaded = try await client.getDataAsync(url: "/logos/swift")
            let (data, response) = try #require(downloaded)
            #expect(response.value(forHTTPHeaderField: "Content-Type") == "image/svg+xml")
            let svg = String(decoding: data, as: UTF8.self)
            #expect(svg.hasPrefix("<svg"))
            #expect(svg.contains(">SW</text>"))
        }
    }
}
