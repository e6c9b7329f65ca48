import Foundation

extension WireValue: CustomStringConvertible {
    /// Compact JSON text with sorted keys; numbers keep their text.
    public var description: String {
        switch self {
        case .null: "null"
        case .bool(let value): value ? "true" : "false"
        case .number(let text): text
        case .string(let text): Self.jsonQuoted(text)
        case .array(let items): "[" + items.map(\.description).joined(separator: ",") + "]"
        case .object:
            "{"
                + fieldsByName.sorted { $0.key < $1.key }.map { Self.jsonQuoted($0.key) + ":" + $0.value.description }
                .joined(separator: ",") + "}"
        }
    }

    private static func jsonQuoted(_ text: String) -> String {
        let data = (try? JSONEncoder().encode(text)) ?? Data()
        return String(decoding: data, as: UTF8.self)
    }
}

extension WireValue: Decodable {
    /// Decodes any value; integers keep their digits, other numbers pass through `Double`, and object fields come
    /// in the order the decoder lists them.
    public init(from decoder: any Decoder) throws {
        let container = try decoder.singleValueContainer()
        if container.decodeNil() {
            self = .null
        } else if let value = try? container.decode(Bool.self) {
            self = .bool(value)
        } else if let value = try? container.decode(Int64.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(Double.self) {
            self = .number(String(value))
        } else if let value = try? container.decode(String.self) {
            self = .string(value)
        } else if let value = try? container.decode([WireValue].self) {
            self = .array(value)
        } else {
            let object = try decoder.container(keyedBy: BindingCodingKey.self)
            self = .object(try object.allKeys.map { ($0.stringValue, try object.decode(WireValue.self, forKey: $0)) })
        }
    }
}
