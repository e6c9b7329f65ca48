import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery typed filters")
struct TypedFilterTests {
    private func ids<Request: QueryBase & IReturn & Codable>(_ fixture: AutoQueryFixture, _ request: Request)
        async throws -> [Int] where Request.Return == QueryResponse<Technology>
    {
        try await fixture.client.getAsync(request).results.map(\.id)
    }

    @Test(arguments: DatabaseKind.allCases) func noFiltersReturnsTheFirstDefaultPageInKeyOrder(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let response = try await fixture.client.getAsync(FindTechnologies())
            #expect(response.results.map(\.id) == Array(1...100))
            #expect(response.offset == 0)
            #expect(response.total == 0)
            #expect(response.results.first == Technology.rows.first)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func equalityOnAField(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.vendor = "Apple"
            let requestIds = try await ids(fixture, request)
            #expect(requestIds == AutoQueryFixture.expected { $0.vendor == "Apple" })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func pluralNameFiltersWithIn(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.ids = [3, 1, 250]
            let requestIds = try await ids(fixture, request)
            #expect(requestIds == [1, 3, 250])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func textConventionsIgnoreCase(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let contains = FindTechnologies()
            contains.nameContains = "swift"
            let containsIds = try await ids(fixture, contains)
            #expect(containsIds == [7, 8])
            let startsWith = FindTechnologies()
            startsWith.nameStartsWith = "tech29"
            let startsWithIds = try await ids(fixture, startsWith)
            #expect(startsWithIds == Array(290...299))
            let endsWith = FindTechnologies()
            endsWith.nameEndsWith = "UI"
            let endsWithIds = try await ids(fixture, endsWith)
            #expect(endsWithIds == [8])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func likeWildcardsInContainsMatchLiterally(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let percent = FindTechnologies()
            percent.nameContains = "100%"
            let percentIds = try await ids(fixture, percent)
            #expect(percentIds == [99])
            let underscore = FindTechnologies()
            underscore.nameContains = "_"
            let underscoreIds = try await ids(fixture, underscore)
            #expect(underscoreIds == [99])
            let quote = FindTechnologies()
            quote.nameStartsWith = "O'R"
            let quoteIds = try await ids(fixture, quote)
            #expect(quoteIds == [99])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func comparisonsAndRanges(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let range = FindTechnologies()
            range.yearGreaterThan = 2020
            range.yearLessThanOrEqualTo = 2022
            let rangeIds = try await ids(fixture, range)
            #expect(rangeIds == AutoQueryFixture.expected { $0.year > 2020 && $0.year <= 2022 })
            let between = FindTechnologies()
            between.yearBetween = [1990, 1991]
            let betweenIds = try await ids(fixture, between)
            #expect(betweenIds == AutoQueryFixture.expected { $0.year <= 1991 })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func isNullAndDates(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let nulls = FindTechnologies()
            nulls.ratingIsNull = true
            let nullsIds = try await ids(fixture, nulls)
            #expect(nullsIds == AutoQueryFixture.expected { $0.rating == nil })
            let before = FindTechnologies()
            before.createdBefore = Technology.epoch.addingTimeInterval(5.5 * 86_400)
            let beforeIds = try await ids(fixture, before)
            #expect(beforeIds == [1, 2, 3, 4, 5])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func filtersCombineWithAndByDefault(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.vendor = "Google"
            request.yearGreaterThan = 2015
            let requestIds = try await ids(fixture, request)
            #expect(requestIds == AutoQueryFixture.expected { $0.vendor == "Google" && $0.year > 2015 })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func queryTermOrCombinesWithOr(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = SearchTechnologies()
            request.nameStartsWith = "Swift"
            request.vendor = "Microsoft"
            request.take = 300
            let requestIds = try await ids(fixture, request)
            #expect(requestIds == AutoQueryFixture.expected { $0.name.hasPrefix("Swift") || $0.vendor == "Microsoft" })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func postBindsTheSameFilters(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.nameContains = "swift"
            let posted = try await fixture.client.postAsync(request).results.map(\.id)
            #expect(posted == [7, 8])
        }
    }
}
