import Foundation
import ServiceStackServerTesting
import TestSupport
import Testing

/// The documents checked by tools we did not write: `openapi-spec-validator` on each OpenAPI document, and
/// `jsonschema` on the `/schema` documents and on a real response against its schema.
@Suite(.tags(.processes), .enabled(if: OpenAPIPython.isInstalled, OpenAPIPython.missingReason))
struct OpenAPIValidatorProcessTests {
    @Test func testServerTechStacksAndHostileDocumentsPassTheSpecValidator() async throws {
        var files: [String: Data] = [:]
        try await withTestServerDocument { _, served in files["test-server.json"] = served.data }
        try await withTechStacksDocument { _, served in files["techstacks.json"] = served.data }
        try await makeHostileHost().test(.live) { client in
            files["hostile.json"] = try await fetch("/openapi.json", from: client)
        }
        let names = files.keys.sorted()
        let result = try await OpenAPIPython.run(["-m", "openapi_spec_validator"] + names, files: files)
        #expect(result.succeeded, "\(result.output)")
        for name in names { #expect(result.output.contains("\(name): OK"), "\(result.output)") }
    }

    @Test func schemaDocumentsAreValidAndDescribeRealResponses() async throws {
        let script = """
            import json, sys, jsonschema
            for name in sys.argv[1:]:
                jsonschema.Draft202012Validator.check_schema(json.load(open(name)))
            schema = json.load(open("QueryResponse_Rockstar_.json"))
            response = json.load(open("response.json"))
            jsonschema.Draft202012Validator(schema, format_checker=jsonschema.FormatChecker()).validate(response)
            print("valid", len(response["results"]))
            """
        var files: [String: Data] = [:]
        try await withTestServerDocument { client, _ in
            let list = try JSONObject(data: try await fetch("/schema", from: client))["schemas"].array
            for url in list.compactMap({ $0["url"].string }) {
                files[String(url.dropFirst("/schema/".count))] = try await fetch(url, from: client)
            }
            files["response.json"] = try await fetch("/rockstars?take=3", from: client)
        }
        let schemas = files.keys.filter { $0 != "response.json" }.sorted()
        let result = try await OpenAPIPython.run(["-c", script] + schemas, files: files)
        #expect(result.succeeded, "\(result.output)")
        #expect(result.output.contains("valid 3"), "\(result.output)")
    }
}
