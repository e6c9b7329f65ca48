import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery client paging sequences")
struct PagingSequenceTests {
    @Test(arguments: DatabaseKind.allCases) func pagesWalkSkipUntilTheTotal(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.vendor = "Apple"
            var offsets: [Int] = []
            var ids: [Int] = []
            for try await page in fixture.client.queryPages(request, pageSize: 20) {
                offsets.append(page.offset ?? -1)
                ids += page.results.map(\.id)
                #expect(page.total == 75)
            }
            #expect(offsets == [0, 20, 40, 60])
            #expect(ids == AutoQueryFixture.expected { $0.vendor == "Apple" })
            #expect(request.skip == nil && request.include == nil)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func resultsFlattenPagesAndStartAtSkip(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.skip = 250
            var ids: [Int] = []
            for try await technology in fixture.client.queryResults(request, pageSize: 15) { ids.append(technology.id) }
            #expect(ids == Array(251...300))
        }
    }

    @Test(arguments: DatabaseKind.allCases) func aServerCapBelowThePageSizeStillReachesTheEnd(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory, limits: .init(defaultTake: 10, maxLimit: 40)) { fixture in
            var count = 0
            for try await _ in fixture.client.queryResults(QueryTechnologies(), pageSize: 100) { count += 1 }
            #expect(count == 300)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func stoppingEarlyFetchesNoMorePages(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            var seen = 0
            for try await _ in fixture.client.queryResults(QueryTechnologies(), pageSize: 7) {
                seen += 1
                if seen == 10 { break }
            }
            #expect(seen == 10)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func cancellationEndsIteration(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let client = fixture.client
            let task = Task {
                var pages = 0
                for try await _ in client.queryPages(QueryTechnologies(), pageSize: 1) {
                    pages += 1
                    if pages == 3 { withUnsafeCurrentTask { $0?.cancel() } }
                }
                return pages
            }
            await #expect(throws: CancellationError.self) { try await task.value }
        }
    }

    @Test(arguments: DatabaseKind.allCases) func emptyResultsYieldNoPages(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.nameContains = "no such name"
            var pages = 0
            for try await _ in fixture.client.queryPages(request) { pages += 1 }
            #expect(pages == 0)
        }
    }
}
