import Foundation
import OpenAPIKit

/// Each component schema as a JSON Schema 2020-12 document of its own: the same schema object, with the components
/// it refers to (transitively) under `$defs` and its `$ref`s pointing there.
enum JSONSchemaDocuments {
    /// The documents by lower-cased component key, and the `/schema` list.
    static func build(
        components: OrderedDictionary<OpenAPI.ComponentKey, JSONSchema>, displayNames: [OpenAPI.ComponentKey: String]
    ) throws -> (documents: [String: Data], list: Data) {
        let encoder = JSONEncoder()
        var objects: [String: Any] = [:]
        for (key, schema) in components {
            objects[key.rawValue] = try JSONSerialization.jsonObject(with: encoder.encode(schema))
        }
        var documents: [String: Data] = [:]
        var list: [[String: String]] = []
        for key in components.keys {
            let name = key.rawValue
            guard var root = rewritingReferences(objects[name], root: name) as? [String: Any] else { continue }
            var definitions: [String: Any] = [:]
            for dependency in dependencies(of: name, in: objects) where dependency != name {
                definitions[dependency] = rewritingReferences(objects[dependency], root: name)
            }
            root["$schema"] = "https://json-schema.org/draft/2020-12/schema"
            if !definitions.isEmpty { root["$defs"] = definitions }
            documents[name.lowercased()] = try JSONSerialization.data(
                withJSONObject: root, options: [.sortedKeys, .withoutEscapingSlashes])
            list.append(["name": name, "title": displayNames[key] ?? name, "url": "/schema/\(name).json"])
        }
        let listData = try JSONSerialization.data(
            withJSONObject: ["schemas": list], options: [.sortedKeys, .withoutEscapingSlashes])
        return (documents, listData)
    }

    private static let componentPrefix = "#/components/schemas/"

    /// The components `name` refers to, directly or through others, itself included.
    private static func dependencies(of name: String, in objects: [String: Any]) -> [String] {
        var found: [String] = [name]
        var seen: Set<String> = [name]
        var index = 0
        while index < found.count {
            for reference in references(in: objects[found[index]]) where seen.insert(reference).inserted {
                found.append(reference)
            }
            index += 1
        }
        return found
    }

    private static func references(in value: Any?) -> [String] {
        switch value {
        case let object as [String: Any]:
            var result: [String] = []
            if let reference = object["$ref"] as? String, reference.hasPrefix(componentPrefix) {
                result.append(String(reference.dropFirst(componentPrefix.count)))
            }
            for child in object.values { result += references(in: child) }
            return result
        case let array as [Any]:
            return array.flatMap { references(in: $0) }
        default:
            return []
        }
    }

    /// `value` with `#/components/schemas/X` written `#/$defs/X`, and `#` for the document's own schema.
    private static func rewritingReferences(_ value: Any?, root: String) -> Any? {
        switch value {
        case let object as [String: Any]:
            var result: [String: Any] = [:]
            for (key, child) in object {
                if key == "$ref", let reference = child as? String, reference.hasPrefix(componentPrefix) {
                    let target = String(reference.dropFirst(componentPrefix.count))
                    result[key] = target == root ? "#" : "#/$defs/\(target)"
                } else {
                    result[key] = rewritingReferences(child, root: root)
                }
            }
            return result
        case let array as [Any]:
            return array.map { rewritingReferences($0, root: root) as Any }
        default:
            return value
        }
    }
}
