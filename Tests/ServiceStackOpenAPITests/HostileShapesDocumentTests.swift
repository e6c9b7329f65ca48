import Foundation
import OpenAPIKit
import ServiceStackServerTesting
import Testing

/// DTO shapes that strain a schema generator still give a valid document: recursive types, generics nested in
/// themselves, names that clash once normalised, and tags and titles with markup.
@Suite struct HostileShapesDocumentTests {
    @Test func recursiveTypesReferToThemselves() async throws {
        try await makeHostileHost().test(.live) { client in
            let served = try ServedDocument(data: try await fetch("/openapi.json", from: client))
            _ = try served.validatedByOpenAPIKit()
            let node = served.json["components", "schemas", "TreeNode", "properties"]
            #expect(node["children", "items", "$ref"].string == "#/components/schemas/TreeNode")
            #expect(node["parent", "$ref"].string == "#/components/schemas/TreeNode")
        }
    }

    @Test func nestedGenericsAreClosedAtEveryLevel() async throws {
        try await makeHostileHost().test(.live) { client in
            let served = try ServedDocument(data: try await fetch("/openapi.json", from: client))
            let schemas = served.json["components", "schemas"]
            let outer = schemas["Box_Box_Box_Item___"]
            #expect(outer["title"].string == "Box<Box<Box<Item>>>")
            #expect(outer["properties", "value", "$ref"].string == "#/components/schemas/Box_Box_Item__")
            #expect(schemas["Box_Box_Item__", "properties", "values", "items", "$ref"].exists)
            let boxes = schemas["HostileNesting", "properties", "boxes", "additionalProperties", "items", "$ref"]
            #expect(boxes.string?.hasPrefix("#/components/schemas/Box_Item_") == true)
        }
    }

    @Test func namesThatClashOnceNormalisedGetDistinctKeys() async throws {
        try await makeHostileHost().test(.live) { client in
            let served = try ServedDocument(data: try await fetch("/openapi.json", from: client))
            let schemas = served.json["components", "schemas"]
            let clashing = schemas.keys.filter { $0.hasPrefix("Box_Item_") }.sorted()
            #expect(clashing == ["Box_Item_", "Box_Item__2"])
            let titles = Set(clashing.compactMap { schemas[$0, "title"].string })
            #expect(titles == ["Box<Item>", "Box_Item_"])
        }
    }

    @Test func wildcardRoutesAndMarkupInTagsAndTitlesStayValid() async throws {
        try await makeHostileHost().test(.live) { client in
            let served = try ServedDocument(data: try await fetch("/openapi.json", from: client))
            let document = try served.validatedByOpenAPIKit()
            #expect(document.info.title == "Hostile <shapes> & \"names\"")
            #expect(served.json["paths", "/files/{Path}", "post", "parameters", "0", "name"].string == "Path")
            #expect(served.json["paths", "/tree/{Id}", "get", "tags"].strings == ["<b>trees</b>"])
        }
    }
}
