import Foundation
import Observation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksClient
import Testing

@Suite("TechStacksAppData")
@MainActor
struct AppDataTests {
    /// Calls `change` after tracking `read`, and reports whether observers were told.
    private func notifies(_ read: @escaping () -> Void, when change: () async throws -> Void) async rethrows -> Bool {
        let fired = FlagBox()
        withObservationTracking(read) { fired.set() }
        try await change()
        return fired.value
    }

    @Test func loadingTheOverviewNotifiesObservers() async throws {
        try await withTechStacksServer { client in
            let data = TechStacksAppData(client: client)
            let fired = try await notifies({ _ = data.overview }) { try await data.loadOverview() }
            #expect(fired)
            #expect(data.overview?.topTechnologies.isEmpty == false)
            #expect(!data.isLoading)
        }
    }

    @Test func listsAndSearchesNotifyOnlyTheirObservers() async throws {
        try await withTechStacksServer { client in
            let data = TechStacksAppData(client: client)
            #expect(try await notifies({ _ = data.allTechnologies }) { try await data.loadAllTechnologies() })
            #expect(try await notifies({ _ = data.allStacks }) { try await data.loadAllStacks() })
            #expect(data.allStacks.count >= 100)
            let searchFired = try await notifies({ _ = data.technologySearchResults }) {
                try await data.searchTechnologies("Data", field: "Tier", operand: .equals)
            }
            #expect(searchFired)
            #expect(data.technologySearchResults.allSatisfy { $0.tier == .Data })
            #expect(data.searchTotal == data.technologySearchResults.count)
            let unrelated = try await notifies({ _ = data.allTechnologies }) {
                try await data.searchStacks("Acme", field: "Name", operand: .startsWith)
            }
            #expect(!unrelated)
            #expect(data.stackSearchResults.allSatisfy { $0.name?.hasPrefix("Acme") == true })
        }
    }

    @Test func imagesAreDownloadedOnceAndCached() async throws {
        try await withTechStacksServer(.live) { client in
            let data = TechStacksAppData(baseUrl: client.baseUrl)
            let fired = try await notifies({ _ = data.imageCache }) { _ = try await data.loadImage(url: "/logos/rust") }
            #expect(fired)
            let first = try #require(data.imageCache["/logos/rust"])
            #expect(first.contentType == "image/svg+xml")
            await client.running?.stop()
            #expect(try await data.loadImage(url: "/logos/rust") == first)
        }
    }

    @Test func failuresAreKeptAsLastError() async throws {
        try await withTechStacksServer { client in
            let data = TechStacksAppData(client: client)
            await #expect(throws: WebServiceError.self) { _ = try await data.technology(slug: "missing") }
            #expect((data.lastError as? WebServiceError)?.statusCode == 404)
            _ = try await data.technology(slug: "swift")
            #expect(data.lastError == nil)
        }
    }
}
