import Foundation
import OpenAPIKit
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// The OpenAPI document test-server serves at `/openapi.json`, read over HTTP on 127.0.0.1.
@Suite struct TestServerDocumentTests {
    @Test func isOpenAPI31AndPassesOpenAPIKitsValidation() async throws {
        try await withTestServerDocument { _, served in
            #expect(served.json["openapi"].string == "3.1.1")
            #expect(served.json["info", "title"].string == "ServiceStack test services")
            let document = try served.validatedByOpenAPIKit()
            #expect(document.allOperationIds.contains("Hello"))
        }
    }

    @Test func listsCustomRoutesWithPathParametersAndTheApiRoute() async throws {
        try await withTestServerDocument { _, served in
            let hello = served.json["paths", "/hello/{Name}", "post"]
            #expect(hello["operationId"].string == "Hello_2")
            let name = try #require(hello.parameter("Name"))
            #expect(name["in"].string == "path")
            #expect(name["required"].value as? Bool == true)
            #expect(
                hello["requestBody", "content", "application/json", "schema", "$ref"].string
                    == "#/components/schemas/Hello")
            #expect(served.json["paths", "/api/Hello", "post", "operationId"].exists)
            let restGet = served.json["paths", "/sendrestget/{Id}", "get"]
            #expect(restGet["parameters", "0", "schema", "type"].string == "integer")
            #expect(!restGet["requestBody"].exists)
            #expect(!served.json["paths", "/sendrestget/{Id}", "post"].exists)
        }
    }

    @Test func getOperationsTakeTheirPropertiesAsQueryParameters() async throws {
        try await withTestServerDocument { _, served in
            let sendGet = served.json["paths", "/api/SendGet", "get"]
            #expect(sendGet.parameterNames.contains("id"))
            #expect(sendGet.parameter("id")?["in"].string == "query")
            #expect(!sendGet["requestBody"].exists)
        }
    }

    @Test func responsesAreTheResponseDtoOrNoContentAndEveryErrorStatus() async throws {
        try await withTestServerDocument { _, served in
            let hello = served.json["paths", "/api/Hello", "post", "responses"]
            #expect(
                hello["200", "content", "application/json", "schema", "$ref"].string
                    == "#/components/schemas/HelloResponse")
            for (status, name) in [
                ("400", "BadRequest"), ("401", "Unauthorized"), ("403", "Forbidden"), ("404", "NotFound"),
                ("409", "Conflict"), ("500", "InternalServerError"), ("default", "Error"),
            ] {
                #expect(hello[status, "$ref"].string == "#/components/responses/\(name)")
            }
            let void = served.json["paths", "/api/HelloReturnVoid", "post", "responses"]
            #expect(void["204"].exists && !void["200"].exists)
            let badRequest = served.json["components", "responses", "BadRequest", "content", "application/json"]
            #expect(badRequest["schema", "$ref"].string == "#/components/schemas/ErrorResponse")
            let status = served.json["components", "schemas", "ErrorResponse", "properties", "responseStatus", "$ref"]
            #expect(status.string == "#/components/schemas/ResponseStatus")
            let errors = served.json["components", "schemas", "ResponseStatus", "properties", "errors", "items", "$ref"]
            #expect(errors.string == "#/components/schemas/ResponseError")
            #expect(served.json["components", "schemas", "ResponseError", "properties", "fieldName"].exists)
        }
    }

    @Test func securitySchemesAndRequirementsFollowTheAuthFeature() async throws {
        try await withTestServerDocument { _, served in
            let schemes = served.json["components", "securitySchemes"]
            #expect(schemes["bearer", "scheme"].string == "bearer")
            #expect(schemes["bearer", "bearerFormat"].string == "JWT")
            #expect(schemes["basic", "scheme"].string == "basic")
            #expect(schemes["apiKey", "in"].string == "header")
            #expect(schemes["apiKey", "name"].string == "X-Api-Key")
            #expect(schemes["ss-tok", "in"].string == "cookie")
            #expect(schemes["ss-id", "in"].string == "cookie")
            let secured = served.json["paths", "/secured", "post", "security"].array
            #expect(secured.flatMap(\.keys).sorted() == ["apiKey", "basic", "bearer", "ss-id", "ss-tok"])
            let admin = served.json["paths", "/api/ExpireAccessTokens", "post", "security"].array
            #expect(admin.first?["bearer"].strings == ["Admin"])
            #expect(!served.json["paths", "/api/Hello", "post", "security"].exists)
        }
    }

    @Test func autoQueryOperationsListTheirImplicitFilters() async throws {
        try await withTestServerDocument { _, served in
            let query = served.json["paths", "/rockstars", "get"]
            let names = Set(query.parameterNames)
            for name in [
                "skip", "take", "orderBy", "orderByDesc", "fields", "include", "firstName", "firstNameStartsWith",
                "lastNameContains", "ageGreaterThan", "ageBetween", "idIn",
            ] {
                #expect(names.contains(name), "\(name) is missing")
            }
            #expect(query.parameter("idIn")?["explode"].value as? Bool == false)
            #expect(query.parameter("ageBetween")?["schema", "minItems"].value as? Int == 2)
            #expect(query.parameter("ageBetween")?["schema", "maxItems"].value as? Int == 2)
            #expect(query.parameter("ageGreaterThan")?["schema", "type"].string == "integer")
            #expect(
                query["responses", "200", "content", "application/json", "schema", "$ref"].string
                    == "#/components/schemas/QueryResponse_Rockstar_")
        }
    }

    @Test func componentSchemasKeepNullabilityDatesDurationsMapsAndClosedGenerics() async throws {
        try await withTestServerDocument { _, served in
            let allTypes = served.json["components", "schemas", "AllTypes", "properties"]
            #expect(allTypes["nullableId", "type"].strings == ["integer", "null"])
            #expect(allTypes["long", "type"].string == "integer")
            #expect(allTypes["long", "format"].string == "int64")
            #expect(allTypes["byte", "maximum"].value as? Int == 255)
            #expect(allTypes["uShort", "minimum"].value as? Int == 0)
            #expect(allTypes["dateTimeOffset", "anyOf", "0", "format"].string == "date-time")
            #expect(allTypes["dateTimeOffset", "anyOf", "1", "pattern"].string?.contains("Date") == true)
            #expect(allTypes["nullableTimeSpan", "type"].strings == ["string", "null"])
            #expect(allTypes["nullableTimeSpan", "pattern"].string?.hasPrefix("^-?P") == true)
            #expect(allTypes["stringMap", "additionalProperties", "type"].string == "string")
            #expect(allTypes["keyValuePair", "$ref"].string == "#/components/schemas/KeyValuePair_String_String_")
            let queryResponse = served.json["components", "schemas", "QueryResponse_Rockstar_"]
            #expect(queryResponse["title"].string == "QueryResponse<Rockstar>")
            #expect(queryResponse["properties", "results", "items", "$ref"].string == "#/components/schemas/Rockstar")
        }
    }

    @Test func uploadOperationsTakeMultipartForms() async throws {
        try await withTestServerDocument { _, served in
            let content = served.json["paths", "/api/TestFileUploads", "post", "requestBody", "content"]
            #expect(content["application/json"].exists)
            let form = content["multipart/form-data", "schema", "allOf"]
            #expect(form["0", "$ref"].string == "#/components/schemas/TestFileUploads")
            #expect(form["1", "properties", "file", "items", "contentMediaType"].string == "application/octet-stream")
            #expect(!served.json["paths", "/api/Hello", "post", "requestBody", "content", "multipart/form-data"].exists)
        }
    }

    @Test func isBuiltOnceAndServedFromTheCacheAfterwards() async throws {
        let host = try await makeHostWithOneService()
        try await host.test(.live) { client in
            let first = try await fetch("/openapi.json", from: client)
            host.register(LateRequest.self) { _, _ in LateResponse() }
            let second = try await fetch("/openapi.json", from: client)
            #expect(first == second)
            #expect(!String(decoding: second, as: UTF8.self).contains("LateRequest"))
        }
    }
}
