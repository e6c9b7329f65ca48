import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery bounds what a request may ask of the database")
struct InputLimitTests {
    static func list(_ count: Int, _ item: String) -> String {
        Array(repeating: item, count: count).joined(separator: ",")
    }

    static func repeated(_ count: Int, _ pair: String) -> String {
        Array(repeating: pair, count: count).joined(separator: "&")
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            ("api/QueryTechnologies?orderBy=" + list(2001, "Name"), "orderBy"),
            ("api/QueryTechnologies?orderBy=" + list(21, "Name"), "orderBy"),
            ("api/QueryTechnologies?orderBy=" + list(10, "Name") + "&orderByDesc=" + list(11, "Id"), "orderByDesc"),
            ("api/QueryTechnologies?fields=" + list(101, "Id"), "fields"),
            ("api/QueryTechnologies?NameContains=" + String(repeating: "a", count: 49_999), "NameContains"),
            ("api/QueryTechnologies?NameStartsWith=" + String(repeating: "%25", count: 4001), "NameStartsWith"),
            ("api/QueryTechnologies?Name=" + String(repeating: "x", count: 4001), "Name"),
            ("api/QueryTechnologies?NameIn=" + list(2, String(repeating: "x", count: 4001)), "NameIn"),
            ("api/QueryTechnologies?" + repeated(51, "YearGreaterThan=1"), "YearGreaterThan"),
            ("api/QueryTechnologies?skip=2147483648", "skip"),
            ("api/QueryTechnologies?skip=9223372036854775807", "skip"),
            ("api/QueryTechnologies?take=-1", "take"),
            ("api/FindTechnologies?nameContains=" + String(repeating: "b", count: 4001), "nameContains"),
        ]) func requestsBeyondALimitAre400NamingTheParameter(
            _ kind: DatabaseKind, _ request: (pathAndQuery: String, parameter: String)
        ) async throws
    {
        let (pathAndQuery, parameter) = request
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, responseStatus, body) = try await fixture.raw(pathAndQuery)
            #expect(status == 400)
            #expect(responseStatus?.errorCode == "ArgumentException")
            #expect(responseStatus?.errors.first?.fieldName == parameter)
            #expect(body.count < 2_000)
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            "api/QueryTechnologies?orderBy=" + list(10, "Name") + "&orderByDesc=" + list(10, "-Id"),
            "api/QueryTechnologies?fields=" + list(100, "Id"),
            "api/QueryTechnologies?NameContains=" + String(repeating: "%25", count: 4000),
            "api/QueryTechnologies?NameLike=" + String(repeating: "%25_", count: 2000),
            "api/QueryTechnologies?skip=2147483647&take=9223372036854775807",
        ]) func requestsAtTheLimitsRun(_ kind: DatabaseKind, pathAndQuery: String) async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, _, body) = try await fixture.raw(pathAndQuery)
            #expect(status == 200, "\(String(decoding: body.prefix(300), as: UTF8.self))")
        }
    }

    @Test(arguments: DatabaseKind.allCases) func fiftyInListsOfAThousandValuesRun(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let list = (1...1000).map(String.init).joined(separator: ",")
            let (status, _, body) = try await fixture.postForm(
                "api/QueryTechnologies", Self.repeated(50, "IdIn=" + list) + "&take=1000")
            #expect(status == 200, "\(String(decoding: body.prefix(300), as: UTF8.self))")
            let object = try JSONSerialization.jsonObject(with: body) as? [String: Any]
            #expect((object?["results"] as? [Any])?.count == 300)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func theLimitsAreConfigurable(_ kind: DatabaseKind) async throws {
        let limits = AutoQueryLimits(
            maxSkip: 10, maxFilters: 2, maxListValues: 3, maxValueLength: 5, maxOrderByTerms: 1, maxFields: 2)
        try await AutoQueryFixture.with(kind, .inMemory, limits: limits) { fixture in
            for (pathAndQuery, parameter) in [
                ("api/QueryTechnologies?skip=11", "skip"),
                ("api/QueryTechnologies?Year=1&Vendor=x&Name=y", "Name"),
                ("api/QueryTechnologies?IdIn=1,2,3,4", "IdIn"),
                ("api/QueryTechnologies?NameContains=abcdef", "NameContains"),
                ("api/QueryTechnologies?orderBy=Name,Id", "orderBy"),
                ("api/QueryTechnologies?fields=Id,Name,Year", "fields"),
            ] {
                let (status, responseStatus, _) = try await fixture.raw(pathAndQuery)
                #expect(status == 400, "\(pathAndQuery)")
                #expect(responseStatus?.errors.first?.fieldName == parameter, "\(pathAndQuery)")
            }
            let (status, _, _) = try await fixture.raw(
                "api/QueryTechnologies?skip=10&IdIn=1,2,3&NameContains=abcde&orderBy=Name&fields=Id,Name")
            #expect(status == 200)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func errorMessagesQuoteOnlyTheStartOfHugeValues(_ kind: DatabaseKind)
        async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let huge = String(repeating: "z", count: 3000)
            for pathAndQuery in [
                "api/QueryTechnologies?Year=\(huge)", "api/QueryTechnologies?orderBy=\(huge)",
                "api/QueryTechnologies?fields=\(huge)",
            ] {
                let (status, _, body) = try await fixture.raw(pathAndQuery)
                #expect(status == 400)
                #expect(body.count < 1_000, "\(pathAndQuery.prefix(40))")
            }
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            ("api/QueryTechnologies?Year=99999999999999999999", "Year"),
            ("api/QueryTechnologies?Year=-9223372036854775809", "Year"),
            ("api/QueryTechnologies?Rating=nan", "Rating"),
            ("api/QueryTechnologies?RatingGreaterThan=-1e400", "RatingGreaterThan"),
            ("api/QueryTechnologies?CreatedAfter=/Date(99999999999999999999)/", "CreatedAfter"),
            ("api/QueryTechnologies?CreatedAfter=/Date(9223372036854775807)/", "CreatedAfter"),
            ("api/QueryTechnologies?CreatedAfter=/Date(-9223372036854775808)/", "CreatedAfter"),
            ("api/QueryTechnologies?CreatedAfter=99999-01-01", "CreatedAfter"),
            ("api/QueryTechnologies?IdIn=,,,", "IdIn"),
            ("api/QueryTechnologies?Ids=1,x", "Ids"),
            ("api/QueryTechnologies?IsOpenSource=2", "IsOpenSource"),
            ("api/QueryTechnologies?YearBetween=1", "YearBetween"),
            ("api/QueryTechnologies?orderBy=-", "orderBy"),
        ]) func valuesNoColumnCanHoldAre400(
            _ kind: DatabaseKind, _ request: (pathAndQuery: String, parameter: String)
        ) async throws
    {
        let (pathAndQuery, parameter) = request
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, responseStatus, _) = try await fixture.raw(pathAndQuery)
            #expect(status == 400)
            #expect(responseStatus?.errors.first?.fieldName == parameter)
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            "api/QueryTechnologies?YearGreaterThan=9223372036854775807",
            "api/QueryTechnologies?YearLessThan=-9223372036854775808",
            "api/QueryTechnologies?YearHasAny=-1",
            "api/QueryTechnologies?take=9223372036854775807",
            "api/QueryTechnologies?CreatedAfter=/Date(-62135596800000)/",
            "api/QueryTechnologies?RatingLessThan=1.7976931348623157e308",
        ]) func extremeValuesAColumnCanHoldRun(_ kind: DatabaseKind, pathAndQuery: String) async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, _, body) = try await fixture.raw(pathAndQuery)
            #expect(status == 200, "\(String(decoding: body.prefix(300), as: UTF8.self))")
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        ["skip=99999999999999999999", "take=99999999999999999999", "skip=1.5", "take=abc"])
    func pagingValuesThatAreNoIntegerAre400(_ kind: DatabaseKind, query: String) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, _, _) = try await fixture.raw("api/QueryTechnologies?" + query)
            #expect(status == 400)
        }
    }
}
