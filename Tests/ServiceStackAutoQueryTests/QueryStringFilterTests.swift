import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery query-string conventions")
struct QueryStringFilterTests {
    private func ids(_ fixture: AutoQueryFixture, _ query: [String: String]) async throws -> [Int] {
        var query = query
        query["take"] = query["take"] ?? "300"
        return try await fixture.client.getAsync(QueryTechnologies(), query: query).results.map(\.id)
    }

    /// A query-string parameter and the rows it should select.
    struct Convention: Sendable, CustomTestStringConvertible {
        let name: String
        let value: String
        let matches: @Sendable (Technology) -> Bool

        init(_ name: String, _ value: String, _ matches: @escaping @Sendable (Technology) -> Bool) {
            self.name = name
            self.value = value
            self.matches = matches
        }

        var testDescription: String { "\(name)=\(value)" }
    }

    @Test(arguments: DatabaseKind.allCases) func equalityMatchesFieldNamesWithoutRegardToCase(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let appleIds = try await ids(fixture, ["VENDOR": "Apple"])
            #expect(appleIds == AutoQueryFixture.expected { $0.vendor == "Apple" })
            let openSource2000Ids = try await ids(fixture, ["isOpenSource": "true", "year": "2000"])
            #expect(
                openSource2000Ids
                    == AutoQueryFixture.expected {
                        $0.isOpenSource && $0.year == 2000
                    })
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            Convention("YearGreaterThan", "2020") { t in t.year > 2020 },
            Convention("Year>", "2020") { t in t.year > 2020 },
            Convention("YearAbove", "2020") { t in t.year > 2020 },
            Convention("YearGreaterThanOrEqualTo", "2020") { t in t.year >= 2020 },
            Convention(">Year", "2020") { t in t.year >= 2020 },
            Convention("MinYear", "2020") { t in t.year >= 2020 },
            Convention("YearLessThan", "1995") { t in t.year < 1995 },
            Convention("<Year", "1995") { t in t.year < 1995 },
            Convention("YearLessThanOrEqualTo", "1995") { t in t.year <= 1995 },
            Convention("Year<", "1995") { t in t.year <= 1995 },
            Convention("MaxYear", "1995") { t in t.year <= 1995 },
            Convention("YearNotEqualTo", "1995") { t in t.year != 1995 },
            Convention("Year!", "1995") { t in t.year != 1995 },
            Convention("YearBetween", "1995,1997") { t in (1995...1997).contains(t.year) },
            Convention("YearIn", "1995,1997") { t in [1995, 1997].contains(t.year) },
            Convention("Years", "1995,1997") { t in [1995, 1997].contains(t.year) },
            Convention("NameContains", "ift") { t in t.name.contains("ift") },
            Convention("NameStartsWith", "tech01") { t in t.name.hasPrefix("Tech01") },
            Convention("NameEndsWith", "5") { t in t.name.hasSuffix("5") },
            Convention("NameLike", "t%1_") { t in t.name.lowercased().hasPrefix("t") && t.name.dropLast().hasSuffix("1")
            },
            Convention("YearHasAll", "3") { t in t.year & 3 == 3 },
            Convention("YearHasAny", "5") { t in t.year & 5 > 0 },
            Convention("VendorIsNull", "") { t in t.vendor == nil },
            Convention("VendorIsNotNull", "") { t in t.vendor != nil },
            Convention("RatingGreaterThan", "4.5") { t in (t.rating ?? 0) > 4.5 },
            Convention("CreatedAfter", "2020-12-01T00:00:00Z") { t in
                t.created > Date(timeIntervalSince1970: 1_606_780_800)
            },
        ]) func convention(_ kind: DatabaseKind, _ convention: Convention) async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let expected = AutoQueryFixture.expected(convention.matches)
            let selectedIds = try await ids(fixture, [convention.name: convention.value])
            #expect(selectedIds == expected)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func untypedParametersAddToTypedOnes(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let request = FindTechnologies()
            request.vendor = "Google"
            let response = try await fixture.client.getAsync(request, query: ["YearGreaterThan": "2015"])
            #expect(response.results.map(\.id) == AutoQueryFixture.expected { $0.vendor == "Google" && $0.year > 2015 })
        }
    }
}
