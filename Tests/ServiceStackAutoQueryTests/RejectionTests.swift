import Foundation
import SQLiteKit
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackSQLite
import ServiceStackServer
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery rejects bad input and stays injection-proof")
struct RejectionTests {
    @Test(
        arguments: DatabaseKind.allCases,
        [
            ("api/QueryTechnologies?Colour=red", "Colour"),
            ("api/QueryTechnologies?NameSoundsLike=x", "NameSoundsLike"),
            ("api/QueryTechnologies?Year=abc", "Year"),
            ("api/QueryTechnologies?YearGreaterThan=1e999", "YearGreaterThan"),
            ("api/QueryTechnologies?CreatedAfter=not-a-date", "CreatedAfter"),
            ("api/QueryTechnologies?IsOpenSource=maybe", "IsOpenSource"),
            ("api/QueryTechnologies?YearBetween=1,2,3", "YearBetween"),
            ("api/QueryTechnologies?YearContains=19", "YearContains"),
            ("api/QueryTechnologies?NameHasAny=1", "NameHasAny"),
            ("api/QueryTechnologies?orderBy=Colour", "orderBy"),
            ("api/QueryTechnologies?orderBy=Name;DROP%20TABLE%20Technology", "orderBy"),
            ("api/QueryTechnologies?orderByDesc=Name%20DESC", "orderByDesc"),
            ("api/QueryTechnologies?fields=*", "fields"),
            ("api/QueryTechnologies?fields=Id,(SELECT%201)", "fields"),
            ("api/QueryTechnologies?_where=1=1", "_where"),
            ("api/QueryTechnologies?skip=-1", "skip"),
            ("api/QueryTechnologies?Ids=" + (1...1001).map(String.init).joined(separator: ","), "Ids"),
            ("api/QueryTechnologies?Name%3D%27x%27%20OR%201%3D1--=1", "Name='x' OR 1=1--"),
        ]) func badInputIsA400NamingTheParameter(
            _ kind: DatabaseKind, _ request: (pathAndQuery: String, parameter: String)
        ) async throws
    {
        let (pathAndQuery, parameter) = request
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, responseStatus, _) = try await fixture.raw(pathAndQuery)
            #expect(status == 400)
            #expect(responseStatus?.errors.first?.fieldName == parameter)
            let rowsLeft = try await fixture.rowCount()
            #expect(rowsLeft == 300)
        }
    }

    @Test(arguments: DatabaseKind.allCases) func typedBadValuesAre400(_ kind: DatabaseKind) async throws {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let (status, responseStatus, _) = try await fixture.raw("api/FindTechnologies?yearGreaterThan=abc")
            #expect(status == 400)
            #expect(responseStatus?.errorCode == "SerializationException")
        }
    }

    @Test(
        arguments: DatabaseKind.allCases,
        [
            "x' OR 1=1--", "x'; DROP TABLE Technology; --", "\" OR \"\"=\"", "%' OR '%'='", "Tech001' --",
        ]) func injectionInValuesIsInert(_ kind: DatabaseKind, value: String) async throws
    {
        try await AutoQueryFixture.with(kind, .inMemory) { fixture in
            let client = fixture.client
            #expect(try await client.getAsync(QueryTechnologies(), query: ["Name": value]).results.isEmpty)
            #expect(try await client.getAsync(QueryTechnologies(), query: ["NameContains": value]).results.isEmpty)
            #expect(try await client.getAsync(QueryTechnologies(), query: ["NameIn": value]).results.isEmpty)
            let typed = FindTechnologies()
            typed.vendor = value
            #expect(try await client.getAsync(typed).results.isEmpty)
            let rowsLeft = try await fixture.rowCount()
            #expect(rowsLeft == 300)
        }
    }

    @Test func aRequestPropertyThatNamesNoFieldFailsRegistration() async throws {
        let connection = try await SQLiteConnection.open(storage: .memory)
        let feature = AutoQueryFeature(database: connection.sql(), engine: .sqlite)
        #expect(throws: AutoQueryConfigurationError.self) {
            try feature.register(BrokenQuery.self, on: ServiceStackHost(name: "broken"))
        }
        try await connection.close()
    }
}
