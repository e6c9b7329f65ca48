import Foundation
import ServiceStack

/// Decodes a request DTO from a query string, as sent for GET and DELETE.
///
/// Each value is read as JSON where it parses (numbers, booleans, `[1,2]`, `{...}`) and as text otherwise;
/// a field whose type then does not match is retried as text (so a `String` field holding `"42"` decodes).
enum QueryItemsDecoder {
    static func decode<T: Decodable>(_ type: T.Type, from items: [URLQueryItem]) throws -> T {
        var fields: [String: JSONValue] = [:]
        for item in items {
            let text = item.value ?? ""
            fields[item.name] = (try? JSONValue(parsing: text)) ?? .string(text)
        }
        var textOnly: Set<String> = []
        while true {
            do {
                return try decodeFields(T.self, fields)
            } catch let DecodingError.typeMismatch(_, context) {
                guard let key = context.codingPath.first?.stringValue,
                    let original = items.first(where: { $0.name == key }), !textOnly.contains(key)
                else { throw DecodingError.typeMismatch(T.self, context) }
                textOnly.insert(key)
                fields[key] = .string(original.value ?? "")
            }
        }
    }

    private static func decodeFields<T: Decodable>(_ type: T.Type, _ fields: [String: JSONValue]) throws -> T {
        try JsonConfig.createDecoder().decode(T.self, from: Data(JSONValue.object(fields).description.utf8))
    }
}
