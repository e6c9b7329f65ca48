/// Keyed access to an object's fields, matching names without regard to case.
struct BindingKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let fields: BindingFields
    let reader: JsvReader
    let codingPath: [any CodingKey]

    var allKeys: [Key] { fields.names.compactMap { Key(stringValue: $0) } }

    func contains(_ key: Key) -> Bool {
        fields[key.stringValue] != nil
    }

    private func value(for key: Key) throws -> WireValue {
        guard let value = fields[key.stringValue] else {
            throw DecodingError.keyNotFound(
                key, .init(codingPath: codingPath, debugDescription: "No value for '\(key.stringValue)'"))
        }
        return value
    }

    private func decoder(for key: Key) throws -> BindingDecoder {
        member(try value(for: key), key: key)
    }

    private func member(_ value: WireValue, key: Key) -> BindingDecoder {
        BindingDecoder(value: value, reader: reader, parentPath: codingPath, key: key)
    }

    /// Like ServiceStack, a missing non-optional property keeps its type's default (0, false, "", empty).
    private func decodeOrDefault<T>(_ key: Key, default defaultValue: T, _ decode: (BindingDecoder) throws -> T)
        throws -> T
    {
        guard let value = fields[key.stringValue] else { return defaultValue }
        return try decode(member(value, key: key))
    }

    /// One lookup for an optional property: absent or null is nil.
    private func decodePresent<T>(_ key: Key, _ decode: (BindingDecoder) throws -> T) throws -> T? {
        guard let value = fields[key.stringValue] else { return nil }
        if case .null = value { return nil }
        return try decode(member(value, key: key))
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        guard let value = fields[key.stringValue] else { return true }
        if case .null = value { return true }
        return false
    }

    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? {
        try decodePresent(key) { try $0.decodeString() }
    }
    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? {
        try decodePresent(key) { try $0.decodeBool() }
    }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? {
        try decodePresent(key) { try $0.decodeInteger(type) }
    }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? {
        try decodePresent(key) { try $0.decodeFloat(type) }
    }
    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodePresent(key) { try $0.decodeValue(type) }
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool {
        try decodeOrDefault(key, default: false) { try $0.decodeBool() }
    }
    func decode(_ type: String.Type, forKey key: Key) throws -> String {
        try decodeOrDefault(key, default: "") { try $0.decodeString() }
    }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double {
        try decodeOrDefault(key, default: 0) { try $0.decodeFloat(type) }
    }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float {
        try decodeOrDefault(key, default: 0) { try $0.decodeFloat(type) }
    }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 {
        try decodeOrDefault(key, default: 0) { try $0.decodeInteger(type) }
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        if let value = fields[key.stringValue] {
            return try member(value, key: key).decodeValue(type)
        }
        for empty in [WireValue.null, .object([])] {
            if let value = try? member(empty, key: key).decodeValue(type) {
                return value
            }
        }
        return try decoder(for: key).decodeValue(type)
    }

    func nestedContainer<NestedKey: CodingKey>(
        keyedBy type: NestedKey.Type, forKey key: Key
    ) throws -> KeyedDecodingContainer<NestedKey> {
        try decoder(for: key).container(keyedBy: type)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        try decoder(for: key).unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder {
        BindingDecoder(value: fields.asObject, reader: reader, codingPath: codingPath)
    }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        try decoder(for: key)
    }
}
