import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// The column values a request writes (or, for a delete, filters by), by ServiceStack's conventions:
/// create writes the properties that are set; update every property, unset ones as NULL; patch and delete
/// only the properties that are set to a non-default value.
enum CrudValues {
    static func collect<Request: Encodable>(_ request: Request, target: CrudTarget) throws -> CrudRow {
        guard case .object(let fields) = try JsvEncoder().encode(request) else { return CrudRow() }
        var sent: [String: WireValue] = [:]
        for field in fields { sent[field.key.lowercased()] = field.value }
        var row = CrudRow()
        for property in target.requestColumns {
            let value = sent[property.key] ?? .null
            switch target.effectiveOperation {
            case .update, .save:
                row[property.column.name] = value
            case .create:
                if value != .null { row[property.column.name] = value }
            case .patch, .delete:
                if value != .null, property.isOptional || !isDefault(value) { row[property.column.name] = value }
            }
        }
        if target.operation == .create, let key = row[target.primaryKey.name], isDefault(key) {
            row[target.primaryKey.name] = nil
        }
        return row
    }

    /// The columns the server fills, valued for this request.
    static func populated(_ target: CrudTarget, session: AuthSession?) -> CrudRow {
        let now = Date()
        return CrudRow(target.populates.map { ($0.column, $0.value(session: session, now: now)) })
    }

    /// Whether `value` is what a non-optional property holds when nobody set it.
    static func isDefault(_ value: WireValue) -> Bool {
        switch value {
        case .null: true
        case .bool(let flag): !flag
        case .number(let text): Double(text) == 0
        case .string(let text): text.isEmpty
        case .array(let items): items.isEmpty
        case .object: false
        }
    }
}
