import Foundation
import ServiceStack
import ServiceStackServerTesting
import Testing

/// `/schema` and `/schema/{Dto}.json`: the OpenAPI components as JSON Schema 2020-12 documents.
@Suite struct JSONSchemaEndpointTests {
    @Test func listsEveryComponentWithItsUrl() async throws {
        try await withTestServerDocument { client, served in
            let list = try JSONObject(data: try await fetch("/schema", from: client))["schemas"].array
            let names = list.compactMap { $0["name"].string }
            #expect(Set(names) == Set(served.json["components", "schemas"].keys))
            let rockstar = try #require(list.first { $0["name"].string == "QueryResponse_Rockstar_" })
            #expect(rockstar["title"].string == "QueryResponse<Rockstar>")
            #expect(rockstar["url"].string == "/schema/QueryResponse_Rockstar_.json")
        }
    }

    @Test func eachSchemaIsTheComponentWithItsReferencesUnderDefs() async throws {
        try await withTestServerDocument { client, served in
            let schema = try JSONObject(data: try await fetch("/schema/QueryResponse_Rockstar_.json", from: client))
            #expect(schema["$schema"].string == "https://json-schema.org/draft/2020-12/schema")
            #expect(schema["title"].string == "QueryResponse<Rockstar>")
            #expect(schema["properties", "results", "items", "$ref"].string == "#/$defs/Rockstar")
            let component = served.json["components", "schemas", "Rockstar"].value as? NSDictionary
            #expect(schema["$defs", "Rockstar"].value as? NSDictionary == component)
            #expect(
                schema["$defs", "ResponseStatus", "properties", "errors", "items", "$ref"].string
                    == "#/$defs/ResponseError")
            let sameName = try await client.execute("GET", "/schema/queryresponse_rockstar_")
            #expect(sameName.status == 200)
            #expect(sameName.header("Content-Type") == "application/schema+json")
        }
    }

    @Test func recursiveSchemasReferToTheirOwnRoot() async throws {
        try await makeHostileHost().test(.live) { client in
            let schema = try JSONObject(data: try await fetch("/schema/TreeNode.json", from: client))
            #expect(schema["properties", "parent", "$ref"].string == "#")
            #expect(!schema["$defs"].exists)
        }
    }

    @Test func unknownNamesAre404sThatDoNotRepeatTheName() async throws {
        try await withTestServerDocument { client, _ in
            for path in ["/schema/Nope.json", "/schema/%3Cscript%3Ealert(1)%3C%2Fscript%3E.json"] {
                let response = try await client.execute("GET", path)
                #expect(response.status == 404)
                #expect(response.responseStatus?.errorCode == "NotFound")
                #expect(!response.text.contains("script") && !response.text.contains("Nope"))
            }
        }
    }
}
