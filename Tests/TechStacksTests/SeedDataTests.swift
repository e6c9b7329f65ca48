import Foundation
import ServiceStack
import TechStacksClient
import TechStacksServer
import Testing

@Suite("TechStacks seed data")
struct SeedDataTests {
    @Test func everyStartSeedsTheSameData() async throws {
        var snapshots: [[String]] = []
        for _ in 0..<2 {
            try await withTechStacksServer { client in
                let stacks = try await client.getAsync(GetAllTechnologyStacks()).results
                let request = GetTechnologyStack()
                request.slug = stacks.first?.slug
                let choices = try await client.getAsync(request).result?.technologyChoices.compactMap(\.slug) ?? []
                snapshots.append(stacks.compactMap(\.slug) + choices)
            }
        }
        #expect(snapshots[0] == snapshots[1])
    }

    @Test func aFileDatabaseIsSeededOnceAndReused() async throws {
        let path = FileManager.default.temporaryDirectory.appendingPathComponent("techstacks-\(UUID()).sqlite").path
        defer { try? FileManager.default.removeItem(atPath: path) }
        for _ in 0..<2 {
            try await withTechStacksServer(dbPath: path) { client in
                let total = try await client.getAsync(GetAllTechnologies()).total
                #expect(total == 301)
            }
        }
    }
}
