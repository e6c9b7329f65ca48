import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery paging, ordering, fields and totals")
struct PagingAndShapeTests {
    @Test(arguments: DatabaseKind.allCases) func skipAndTakePage(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.skip = 20
            request.take = 5
            let response = try await fixture.client.getAsync(request)
            #expect(response.results.map(\.id) == [21, 22, 23, 24, 25])
            #expect(response.offset == 20)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func includeTotalCountsEveryMatchingRow(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.take = 3
            request.include = "Total"
            let response = try await fixture.client.getAsync(request, query: ["VendorIsNull": ""])
            #expect(response.results.count == 3)
            #expect(response.total == AutoQueryFixture.expected { $0.vendor == nil }.count)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func defaultAndMaximumPageSizes(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory, limits: AutoQueryLimits(defaultTake: 10, maxLimit: 50)) {
            fixture in
            let defaultPageCount = try await fixture.client.getAsync(QueryTechnologies()).results.count
            #expect(defaultPageCount == 10)
            let large = QueryTechnologies()
            large.take = 1000
            let cappedIds = try await fixture.client.getAsync(large).results.map(\.id)
            #expect(cappedIds == Array(1...50))
        }
        try await AutoQueryFixture.with(
            kind,
            .inMemory, limits: AutoQueryLimits(defaultTake: nil, maxLimit: nil, includeTotal: true)
        ) {
            fixture in
            let response = try await fixture.client.getAsync(QueryTechnologies())
            #expect(response.results.count == 300)
            #expect(response.total == 300)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func orderByFieldsWithDescendingPrefix(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.orderBy = "Year,-Id"
            request.take = 4
            let expected = Technology.rows.sorted { ($0.year, -$0.id) < ($1.year, -$1.id) }.prefix(4).map(\.id)
            let orderedIds = try await fixture.client.getAsync(request).results.map(\.id)
            #expect(orderedIds == Array(expected))
        }
    }

    @Test(arguments: DatabaseKind.allCases) func orderByDesc(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.orderByDesc = "name"
            request.take = 3
            let expected = Technology.rows.map(\.name).sorted(by: >).prefix(3)
            let descendingNames = try await fixture.client.getAsync(request).results.map(\.name)
            #expect(descendingNames == Array(expected))
            request.orderByDesc = "-id"
            let reversedIds = try await fixture.client.getAsync(request).results.map(\.id)
            #expect(reversedIds == [1, 2, 3])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func randomOrderReturnsTheMatchingRows(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.orderBy = "Random"
            request.take = 300
            let ids = try await fixture.client.getAsync(request, query: ["Ids": "1,2,3"]).results.map(\.id)
            #expect(ids.sorted() == [1, 2, 3])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func fieldsSelectOnlyThoseColumns(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.fields = "Id, NAME"
            request.take = 2
            let rows = try await fixture.client.getAsync(request).results
            #expect(rows.map(\.name) == ["Tech001", "Tech002"])
            #expect(rows.allSatisfy { $0.vendor == nil && $0.year == 0 && $0.rating == nil && !$0.isOpenSource })
        }
    }

    @Test(arguments: DatabaseKind.allCases) func distinctFields(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologies()
            request.fields = "DISTINCT Vendor"
            request.orderBy = "Vendor"
            let vendors = try await fixture.client.getAsync(request).results.map(\.vendor)
            #expect(vendors == [nil, "Apple", "Google", "Microsoft"])
        }
    }

    @Test(arguments: DatabaseKind.allCases) func queryDb2ReturnsTheViewModel(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = QueryTechnologySummaries()
            request.take = 2
            request.orderByDesc = "Id"
            let response = try await fixture.client.getAsync(request, query: ["NameStartsWith": "Tech"])
            #expect(response.results.map(\.id) == [300, 299])
            #expect(response.results.map(\.name) == ["Tech300", "Tech299"])
            #expect(response.results.allSatisfy { $0.popularity == nil })
        }
    }
}
