import Foundation
import ServiceStack

/// Decodes a request DTO from a query string, as sent for GET and DELETE.
///
/// Values are read as JSV (numbers, booleans, `[a,b]`, `{k:v}`); where the DTO wants text but got a number or
/// boolean (a `String` field holding `42`), that value is retried as text, and a field that wants text but got
/// a collection (`[x]`) is retried as the raw query value.
enum QueryItemsDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from items: [URLQueryItem]) throws -> T {
        var fields: [String: JSONValue] = [:]
        for item in items {
            fields[item.name] = JsvReader.value(Substring(item.value ?? ""))
        }
        var document = JSONValue.object(fields)
        for _ in 0...items.count * 4 {
            do {
                return try JsonConfig.createDecoder().decode(T.self, from: Data(document.description.utf8))
            } catch DecodingError.typeMismatch(let expected, let context) {
                if let retried = document.replacingScalarWithText(at: context.codingPath) {
                    document = retried
                } else if context.codingPath.count == 1, let key = context.codingPath.first?.stringValue,
                    case .object(var top) = document, top[key] != nil,
                    let raw = items.first(where: { $0.name == key })?.value, top[key] != .string(raw)
                {
                    top[key] = .string(raw)
                    document = .object(top)
                } else {
                    throw DecodingError.typeMismatch(expected, context)
                }
            }
        }
        return try JsonConfig.createDecoder().decode(T.self, from: Data(document.description.utf8))
    }
}

extension JSONValue {
    /// The document with the number or boolean at `path` turned into its text, or nil when there is none.
    fileprivate func replacingScalarWithText(at path: [any CodingKey]) -> JSONValue? {
        guard let key = path.first else {
            switch self {
            case .number, .bool: return .string(description)
            default: return nil
            }
        }
        let rest = Array(path.dropFirst())
        switch self {
        case .object(var fields):
            guard let child = fields[key.stringValue]?.replacingScalarWithText(at: rest) else { return nil }
            fields[key.stringValue] = child
            return .object(fields)
        case .array(var items):
            guard let index = key.intValue, items.indices.contains(index),
                let child = items[index].replacingScalarWithText(at: rest)
            else { return nil }
            items[index] = child
            return .array(items)
        default:
            return nil
        }
    }
}
