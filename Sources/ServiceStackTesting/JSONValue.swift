import Foundation
import ServiceStack

/// A parsed JSON document, compared by value: numbers by value, objects without regard to key order.
public indirect enum JSONValue: Sendable, Equatable, Decodable, CustomStringConvertible {
    case null
    case bool(Bool)
    case number(Double)
    case string(String)
    case array([JSONValue])
    case object([String: JSONValue])

    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Double.self) {
            self = .number(value)
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([JSONValue].self) {
            self = .array(value)
        } else {
            self = .object(try container.decode([String: JSONValue].self))
        }
    }

    /// Parses JSON text or data; fragments such as `"text"` or `42` are accepted.
    public init(parsing data: Data) throws {
        self = try JSONDecoder().decode(JSONValue.self, from: data)
    }

    /// Parses JSON text.
    public init(parsing text: String) throws {
        try self.init(parsing: Data(text.utf8))
    }

    /// Converts a `JSONSerialization`-compatible value such as `["name": "x", "ids": [1, 2]]`.
    public init(object: Any) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
        try self.init(parsing: data)
    }

    /// Encodes a value as `JsonServiceClient` does (ServiceStack date format), then parses it.
    public init(encoding value: some Encodable) throws {
        try self.init(parsing: JsonConfig.createEncoder().encode(value))
    }

    /// Compact JSON text with sorted keys.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let value):
            value == value.rounded() && abs(value) < 1e15 ? String(Int64(value)) : String(value)
        case .string(let value): Self.quoted(value)
        case .array(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object(let fields):
            "{"
                + fields.keys.sorted().map { Self.quoted($0) + ":" + (fields[$0]?.description ?? "null") }
                .joined(separator: ",") + "}"
        }
    }

    private static func quoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}
