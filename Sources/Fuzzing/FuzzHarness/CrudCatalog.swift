import Foundation
import ServiceStackNativeTypes

/// The AutoQuery CRUD operations of a server, by the table (data model) they write, read from `/types/metadata`.
struct CrudCatalog {
    enum Kind: String {
        case create = "ICreateDb"
        case update = "IUpdateDb"
        case patch = "IPatchDb"
        case delete = "IDeleteDb"
    }

    struct Operation {
        var name: String
        var kind: Kind
        var method: String
        var properties: [MetadataPropertyType]
    }

    struct Table {
        var model: String
        var operations: [Operation]
        /// An AutoQuery operation that reads the table.
        var query: String?

        var create: Operation? { operations.first { $0.kind == .create } }
        /// Updates, patches and deletes: what must not touch another user's rows.
        var writes: [Operation] { operations.filter { $0.kind != .create } }
    }

    var tables: [Table] = []
    /// Enum type names and their first member, for request values the server accepts.
    var enumFirstMembers: [String: String] = [:]

    init(metadata: Data) throws {
        let document = try MetadataTypes.decode(from: metadata)
        for type in document.types where type.isEnum == true {
            if let first = type.enumNames?.first { enumFirstMembers[type.name] = first }
        }
        var tables: [String: Table] = [:]
        var order: [String] = []
        for operation in document.operations {
            let request = operation.request
            guard let model = operation.dataModel?.name else { continue }
            if tables[model] == nil {
                tables[model] = Table(model: model, operations: [])
                order.append(model)
            }
            if request.inherits?.name.hasPrefix("QueryDb") == true, tables[model]?.query == nil {
                tables[model]?.query = request.name
            }
            let interfaces = (request.implements ?? []).map(\.name)
            guard
                let kind = [Kind.create, .update, .patch, .delete].first(where: { kind in
                    interfaces.contains { $0.hasPrefix(kind.rawValue) }
                })
            else { continue }
            let method = operation.method?.uppercased() ?? (kind == .create ? "POST" : "PUT")
            tables[model]?.operations.append(
                Operation(name: request.name, kind: kind, method: method, properties: request.properties ?? []))
        }
        self.tables = order.compactMap { tables[$0] }.filter { $0.create != nil && !$0.writes.isEmpty }
    }

    /// A request body the server should accept for `operation` on row `id`: strings named after the field, the
    /// first member of enums, false for booleans; the slug and other values are left to the server.
    func body(for operation: Operation, id: Int?, tag: String) -> [String: Any] {
        var body: [String: Any] = [:]
        for property in operation.properties {
            let name = property.name
            let lower = name.lowercased()
            if lower == "id" {
                if let id { body[name] = id }
                continue
            }
            if operation.kind == .delete || lower == "slug" { continue }
            let type = property.type ?? "String"
            let valueType = type.hasPrefix("Nullable") ? (property.genericArgs?.first ?? "") : type
            if let member = enumFirstMembers[valueType] {
                body[name] = member
            } else if valueType == "String" {
                body[name] = lower.hasSuffix("url") ? "https://example.org/\(tag)" : "\(tag) \(name)"
            } else if valueType == "Boolean" {
                body[name] = false
            }
        }
        return body
    }
}
