import Foundation
import OpenAPIKit
import Testing

/// The OpenAPI document of the TechStacks demo: base classes, enums, AutoQuery filters and shared route shapes.
@Suite struct TechStacksDocumentTests {
    @Test func baseClassesAreAllOfAndEnumsListTheirValues() async throws {
        try await withTechStacksDocument { _, served in
            _ = try served.validatedByOpenAPIKit()
            let schemas = served.json["components", "schemas"]
            #expect(schemas["Technology", "allOf", "0", "$ref"].string == "#/components/schemas/TechnologyBase")
            #expect(schemas["TechnologyBase", "properties", "vendorName", "type"].string == "string")
            let tier = schemas["TechnologyTier"]
            #expect(tier["type"].string == "string")
            #expect(tier["enum"].strings?.first == "ProgrammingLanguage")
            #expect(tier["enum"].strings?.count == 9)
            let tierProperty = schemas["TechnologyBase", "properties", "tier", "anyOf"]
            #expect(tierProperty["0", "$ref"].string == "#/components/schemas/TechnologyTier")
            #expect(tierProperty["1", "type"].string == "null")
        }
    }

    @Test func routesOfTheSameShapeShareOnePathAndKeepTheirTypes() async throws {
        try await withTechStacksDocument { _, served in
            let item = served.json["paths", "/technology/{Slug}"]
            #expect(item["get", "operationId"].string == "GetTechnology")
            #expect(item["put", "operationId"].string == "UpdateTechnology")
            #expect(item["get", "parameters", "0", "schema", "type"].string == "string")
            #expect(item["put", "parameters", "0", "schema", "type"].string == "integer")
            #expect(item["delete"].parameterNames == ["Slug"])
            #expect(!served.json["paths", "/technology/{Id}"].exists)
        }
    }

    @Test func queriesListPagingSortingAndColumnConventions() async throws {
        try await withTechStacksDocument { _, served in
            let query = served.json["paths", "/technology/query", "get"]
            let names = Set(query.parameterNames)
            for name in ["skip", "take", "orderBy", "include", "nameContains", "tier", "tierIn", "createdGreaterThan"] {
                #expect(names.contains(name), "\(name) is missing")
            }
            #expect(query.parameter("tier")?["schema", "$ref"].string == "#/components/schemas/TechnologyTier")
            #expect(query["description"].string?.contains("AutoQuery") == true)
            let create = served.json["paths", "/technology", "post"]
            #expect(create["security", "0", "bearer"].strings == [])
        }
    }
}
