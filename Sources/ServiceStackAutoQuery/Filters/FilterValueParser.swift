import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// Turns request text into a typed value for a column, to be bound as an SQL parameter; text follows
/// `TextValueRule`.
enum FilterValueParser {
    static func parse(_ text: String, for column: ColumnSchema, parameter: String) throws -> any Encodable & Sendable {
        if column.kind == .text { try TextValueRule.refuseNul(text, parameter: parameter) }
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        let parsed: (any Encodable & Sendable)? =
            switch column.kind {
            case .text: text
            case .integer: Int64(trimmed)
            case .real, .decimal: Double(trimmed).flatMap { $0.isFinite ? $0 : nil }
            case .bool: parseBool(trimmed)
            case .date: WireDate.parse(trimmed)
            case .uuid: UUID(uuidString: trimmed)
            case .unsupported: nil
            }
        guard let parsed else {
            throw ArgumentError(
                "\(ErrorExcerpt.quote(text)) is not a valid \(describe(column.kind)) for \(column.name)",
                paramName: parameter)
        }
        return parsed
    }

    private static func parseBool(_ text: String) -> Bool? {
        switch text.lowercased() {
        case "true", "1": true
        case "false", "0": false
        default: nil
        }
    }

    private static func describe(_ kind: ColumnKind) -> String {
        switch kind {
        case .integer: "integer"
        case .real, .decimal: "number"
        case .text: "text"
        case .bool: "boolean"
        case .date: "date"
        case .uuid: "GUID"
        case .unsupported: "filter value"
        }
    }
}
