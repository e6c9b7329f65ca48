import Foundation
import ServiceStackNativeTypes

/// A request field the harness sends values to.
package struct FuzzField: Sendable, Equatable {
    package var name: String
    /// The .NET type name the metadata gives (`Int32`, `DateTime`, `List`...).
    package var type: String
    /// An AutoQuery filter implied by a column's name (`NameContains`), not declared on the request.
    package var isConvention = false
}

/// A custom route of an operation.
package struct FuzzRoute: Sendable, Equatable {
    package var path: String
    package var verbs: [String]
}

/// An operation as its server's `/types/metadata` describes it.
package struct FuzzOperation: Sendable {
    package var name: String
    package var verbs: [String]
    package var routes: [FuzzRoute]
    package var fields: [FuzzField]
    package var requiresAuth: Bool
    /// AutoQuery operations get `take=3` unless `take` itself is fuzzed, so answers stay small and fast.
    package var isAutoQuery: Bool

    /// `/api/{Name}`, with `?take=3` for AutoQuery operations.
    var apiPath: String { isAutoQuery ? "/api/\(name)?take=3" : "/api/\(name)" }

    /// The verb to send a body with, and the verb to send a query string with.
    var bodyVerb: String { preferred(["POST", "PUT", "PATCH"]) }
    var queryVerb: String { preferred(["GET", "DELETE"]) }

    private func preferred(_ candidates: [String]) -> String {
        if verbs.isEmpty { return candidates[0] }
        return candidates.first { verbs.contains($0) } ?? verbs[0]
    }
}

/// Every operation of a server, read from its metadata document.
package struct ServiceCatalog: Sendable {
    package var operations: [FuzzOperation]

    /// Fields AutoQuery requests take from their base class when the metadata does not list them.
    private static let autoQueryFields = [
        FuzzField(name: "skip", type: "Int32"), FuzzField(name: "take", type: "Int32"),
        FuzzField(name: "orderBy", type: "String"), FuzzField(name: "orderByDesc", type: "String"),
        FuzzField(name: "include", type: "String"), FuzzField(name: "fields", type: "String"),
    ]

    /// Filters AutoQuery applies by naming convention to each column of the queried model.
    private static let autoQueryConventions = [
        "Contains", "GreaterThan", "In", "Between",
    ]

    /// Reads the operations of a `/types/metadata` document.
    package init(metadata: Data) throws {
        let document = try MetadataTypes.decode(from: metadata)
        let types = Dictionary(document.types.map { ($0.name, $0) }, uniquingKeysWith: { first, _ in first })
        operations = document.operations.map { operation in
            let request = operation.request
            var fields = Self.fields(of: request, in: types)
            let baseName = request.inherits?.name ?? ""
            let isAutoQuery = ["QueryDb", "QueryData", "QueryBase"].contains { baseName.hasPrefix($0) }
            if isAutoQuery {
                for field in Self.autoQueryFields
                where !fields.contains(where: { $0.name.lowercased() == field.name.lowercased() }) {
                    fields.append(field)
                }
                let modelName = operation.dataModel?.name ?? request.inherits?.genericArgs?.first ?? ""
                for column in types[modelName].map({ Self.fields(of: $0, in: types) }) ?? [] {
                    for convention in Self.autoQueryConventions {
                        fields.append(FuzzField(name: column.name + convention, type: "String", isConvention: true))
                    }
                }
            }
            let routes = (operation.routes ?? []).map { route in
                FuzzRoute(path: route.path, verbs: Self.verbs(route.verbs))
            }
            var verbs = (operation.actions ?? []).map { $0.uppercased() }.filter { $0 != "ANY" }
            if verbs.isEmpty, let method = operation.method?.uppercased(), method != "ANY" { verbs = [method] }
            return FuzzOperation(
                name: request.name, verbs: verbs, routes: routes, fields: fields,
                requiresAuth: operation.requiresAuth ?? false, isAutoQuery: isAutoQuery)
        }
    }

    private static func verbs(_ text: String?) -> [String] {
        (text ?? "").split(separator: ",").map { $0.trimmingCharacters(in: .whitespaces).uppercased() }
            .filter { !$0.isEmpty && $0 != "ANY" }
    }

    /// The properties of `type` and of the types it inherits from (when the document describes them).
    private static func fields(of type: MetadataType, in types: [String: MetadataType]) -> [FuzzField] {
        var fields: [FuzzField] = []
        var current: MetadataType? = type
        var seen: Set<String> = []
        while let next = current, seen.insert(next.name).inserted {
            for property in next.properties ?? [] where !fields.contains(where: { $0.name == property.name }) {
                let generic = property.genericArgs.map { "<" + $0.joined(separator: ",") + ">" } ?? ""
                fields.append(FuzzField(name: property.name, type: (property.type ?? "String") + generic))
            }
            current = next.inherits.flatMap { types[$0.name] }
        }
        return fields
    }
}
