import SQLKit
import ServiceStackServer

/// Decodes a result row into the response's row type: properties match columns without regard to
/// case, and a property whose column was not selected (`fields=`) gets its default, or nil.
struct ModelRowDecoder: Decoder {
    let row: any SQLRow
    /// Column names by lower-cased name.
    let columns: [String: String]
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(row: any SQLRow) {
        self.row = row
        var columns: [String: String] = [:]
        for name in row.allColumns { columns[name.lowercased()] = name }
        self.columns = columns
    }

    static func decode<T: Decodable>(_ type: T.Type, from row: any SQLRow) throws -> T {
        try T(from: ModelRowDecoder(row: row))
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(ModelRowContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: [], debugDescription: "A result row decodes into a keyed type"))
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw DecodingError.typeMismatch(
            Any.self, .init(codingPath: [], debugDescription: "A result row decodes into a keyed type"))
    }
}

private struct ModelRowContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: ModelRowDecoder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { decoder.columns.values.compactMap { Key(stringValue: $0) } }

    private func column(_ key: Key) -> String? { decoder.columns[key.stringValue.lowercased()] }

    func contains(_ key: Key) -> Bool { column(key) != nil }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let column = column(key) else { return true }
        return try decoder.row.decodeNil(column: column)
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try value(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try value(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try value(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try value(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try value(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try value(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try value(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try value(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try value(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try value(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try value(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try value(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try value(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try value(type, key) }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T { try value(type, key) }

    private func value<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T {
        if let column = column(key), try !decoder.row.decodeNil(column: column) {
            return try decoder.row.decode(column: column, as: type)
        }
        if let placeholder = PlaceholderValues.value(of: type) { return placeholder }
        throw DecodingError.valueNotFound(
            type, .init(codingPath: [key], debugDescription: "No value for '\(key.stringValue)' in the row"))
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        throw DecodingError.typeMismatch(
            type, .init(codingPath: [key], debugDescription: "Nested objects are not columns"))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw DecodingError.typeMismatch(
            [Any].self, .init(codingPath: [key], debugDescription: "Nested collections are not columns"))
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder { decoder }
}
