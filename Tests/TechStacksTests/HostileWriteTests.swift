import Foundation
import SQLKit
import ServiceStack
import ServiceStackServerTesting
import Testing

/// Hostile text in the demo's writes and lookups is a 400 naming the field, the same on SQLite and PostgreSQL:
/// a NUL character (PostgreSQL answered 500, SQLite stored "Nul" for "Nul\0Tail"), names past their length
/// (PostgreSQL answered 500 for the unique slug index), invisible characters in slugs.
/// One case at a time: each PostgreSQL case runs a server whose pool opens up to 20 connections.
@Suite("TechStacks refuses hostile text alike on both databases", .serialized)
struct HostileWriteTests {
    private static let technologyFields = ["name", "vendorName", "vendorUrl", "productUrl", "logoUrl", "description"]
    private static let stackFields = ["name", "vendorName", "appUrl", "screenshotUrl", "description", "details"]

    @Test(arguments: TechStacksDatabaseKind.allCases)
    func aNulCharacterInAnyTextFieldIsA400NamingIt(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { client, sql in
                let auth = try await client.demoAuthorization()
                let technologies = try await TechStacksRows.count("Technology", in: sql)
                let stacks = try await TechStacksRows.count("TechnologyStack", in: sql)
                var calls: [(String, String, String, String)] = []
                for field in Self.technologyFields + ["slug"] {
                    calls.append(("POST", "technology", #"{"name":"Ok","tier":"Data"}"#, field))
                }
                for field in Self.technologyFields {
                    calls.append(("PUT", "technology/1", #"{"name":"Ok","tier":"Data"}"#, field))
                }
                for field in Self.stackFields + ["slug"] {
                    calls.append(("POST", "techstacks", #"{"name":"Ok","technologyIds":[1]}"#, field))
                }
                for field in Self.stackFields {
                    calls.append(("PUT", "techstacks/1", #"{"name":"Ok","technologyIds":[1]}"#, field))
                }
                for (method, path, base, field) in calls {
                    let body = base.dropLast() + #","\#(field)":"Nul\u0000Tail"}"#
                    let response = try await client.send(method, path, String(body), as: auth)
                    #expect(response.status == 400, "\(method) \(path) \(field): \(response.text)")
                    let named = response.responseStatus?.errors.map { $0.fieldName?.lowercased() } ?? []
                    #expect(named == [field.lowercased()], "\(method) \(path) \(field): \(response.text)")
                }
                #expect(try await TechStacksRows.count("Technology", in: sql) == technologies)
                #expect(try await TechStacksRows.count("TechnologyStack", in: sql) == stacks)
                let first = try await client.execute("GET", "api/GetTechnology?slug=swift")
                #expect(!first.text.contains("Nul"))
            }
        }
    }

    @Test(arguments: TechStacksDatabaseKind.allCases)
    func aNulCharacterInAnAnonymousLookupIsA400(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { client, _ in
                let calls = [
                    ("api/QueryTechnology?nameContains=%00", "nameContains"),
                    ("api/FindTechnologies?name=a%00b", "name"),
                    ("api/FindTechStacks?descriptionContains=%00", "descriptionContains"),
                    ("api/GetTechnology?slug=a%00b", "Slug"),
                    ("api/GetTechnologyStack?slug=a%00b", "Slug"),
                    ("logos/a%00b", "Slug"),
                ]
                for (path, field) in calls {
                    let response = try await client.execute("GET", path)
                    #expect(response.status == 400, "\(path): \(response.text)")
                    #expect(response.responseStatus?.errors.map(\.fieldName) == [field], "\(path)")
                }
            }
        }
    }

    @Test(arguments: TechStacksDatabaseKind.allCases)
    func aThreeThousandCharacterNameIsA400NamingName(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { client, _ in
                let auth = try await client.demoAuthorization()
                let name = String(repeating: "Long name ", count: 300)
                for (path, extra) in [("technology", #","tier":"Data""#), ("techstacks", "")] {
                    let response = try await client.send("POST", path, #"{"name":"\#(name)"\#(extra)}"#, as: auth)
                    #expect(response.status == 400, "\(path): \(response.text)")
                    #expect(response.responseStatus?.errors.map(\.fieldName) == ["Name"], "\(path)")
                }
                let given = try await client.send(
                    "POST", "technology",
                    #"{"name":"Short","tier":"Data","slug":"\#(String(repeating: "s", count: 101))"}"#, as: auth)
                #expect(given.status == 400)
                #expect(given.responseStatus?.errors.map(\.fieldName) == ["Slug"])
                // A slug made from a long name is cut short at a word boundary.
                let hashes = try await client.send(
                    "POST", "technology", #"{"name":"\#(String(repeating: "#", count: 100))","tier":"Data"}"#,
                    as: auth)
                #expect(hashes.status == 200, "\(hashes.text)")
                #expect(hashes.text.contains(#""slug":"\#(String(repeating: "sharp", count: 20))""#))
            }
        }
    }

    @Test(arguments: TechStacksDatabaseKind.allCases)
    func invisibleCharactersNeverReachASlug(_ kind: TechStacksDatabaseKind) async throws {
        try await kind.withDatabase { database in
            try await withTechStacksStorage(database: database) { client, _ in
                let auth = try await client.demoAuthorization()
                for scalar in ["\\u202E", "\\u200B", "\\u200C", "\\u200D", "\\u2060", "\\uFEFF", "\\u2066"] {
                    for path in ["technology", "techstacks"] {
                        let response = try await client.send(
                            "POST", path, #"{"name":"Spoof","tier":"Data","slug":"good\#(scalar)evil"}"#, as: auth)
                        #expect(response.status == 400, "\(path) \(scalar): \(response.text)")
                        #expect(response.responseStatus?.errors.map(\.fieldName) == ["Slug"])
                    }
                }
                // Made from a name, a slug keeps only ASCII letters, digits and dashes.
                let made = try await client.send(
                    "POST", "technology", #"{"name":"Zero\u200DWidth Re\u0301sume\u202Egnp","tier":"Data"}"#,
                    as: auth)
                #expect(made.status == 200, "\(made.text)")
                #expect(made.text.contains(#""slug":"zerowidth-re-sumegnp""#), "\(made.text)")
                let lookup = try await client.execute("GET", "api/GetTechnology?slug=swift%E2%80%AE")
                #expect(lookup.status == 400)
                #expect(lookup.responseStatus?.errors.map(\.fieldName) == ["Slug"])
            }
        }
    }
}
