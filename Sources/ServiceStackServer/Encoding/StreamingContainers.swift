/// Object members, written as they are encoded.
struct StreamingKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let encoder: StreamingEncoder
    let level: Int
    var codingPath: [any CodingKey] { encoder.codingPath }
    private var output: JSONOutput { encoder.output }

    init(encoder: StreamingEncoder, level: Int) {
        self.encoder = encoder
        self.level = level
    }

    private func begin(_ key: Key) -> Bool {
        guard output.focus(level) else { return false }
        output.beginMember(key: key.stringValue)
        return true
    }

    mutating func encodeNil(forKey key: Key) throws {
        if begin(key) { output.writeNull() }
    }
    mutating func encode(_ value: Bool, forKey key: Key) throws {
        if begin(key) { output.writeBool(value) }
    }
    mutating func encode(_ value: String, forKey key: Key) throws {
        if begin(key) { output.writeString(value) }
    }
    mutating func encode(_ value: Double, forKey key: Key) throws {
        if begin(key) { output.writeFloat(value) }
    }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        if begin(key) { output.writeFloat(value) }
    }
    mutating func encode(_ value: Int, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int8, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int16, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int32, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int64, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt8, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt16, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt32, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt64, forKey key: Key) throws {
        if begin(key) { output.writeInteger(value) }
    }

    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        if begin(key) { try encoder.child(in: level, key: key).encodeWhole(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        _ = begin(key)
        return encoder.child(in: level, key: key).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        _ = begin(key)
        return encoder.child(in: level, key: key).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        output.markUnsupported()
        return encoder
    }

    mutating func superEncoder(forKey key: Key) -> any Encoder {
        output.markUnsupported()
        return encoder
    }
}

/// Array elements, written as they are encoded.
struct StreamingUnkeyedContainer: UnkeyedEncodingContainer {
    let encoder: StreamingEncoder
    let level: Int
    private(set) var count = 0
    var codingPath: [any CodingKey] { encoder.codingPath }
    private var output: JSONOutput { encoder.output }

    init(encoder: StreamingEncoder, level: Int) {
        self.encoder = encoder
        self.level = level
    }

    private mutating func begin() -> Bool {
        guard output.focus(level) else { return false }
        output.beginMember(key: nil)
        count += 1
        return true
    }

    mutating func encodeNil() throws {
        if begin() { output.writeNull() }
    }
    mutating func encode(_ value: Bool) throws {
        if begin() { output.writeBool(value) }
    }
    mutating func encode(_ value: String) throws {
        if begin() { output.writeString(value) }
    }
    mutating func encode(_ value: Double) throws {
        if begin() { output.writeFloat(value) }
    }
    mutating func encode(_ value: Float) throws {
        if begin() { output.writeFloat(value) }
    }
    mutating func encode(_ value: Int) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int8) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int16) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int32) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int64) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt8) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt16) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt32) throws {
        if begin() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt64) throws {
        if begin() { output.writeInteger(value) }
    }

    mutating func encode<T: Encodable>(_ value: T) throws {
        if begin() { try encoder.child(in: level, key: nil).encodeWhole(value) }
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        _ = begin()
        return encoder.child(in: level, key: nil).container(keyedBy: keyType)
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        _ = begin()
        return encoder.child(in: level, key: nil).unkeyedContainer()
    }

    mutating func superEncoder() -> any Encoder {
        output.markUnsupported()
        return encoder
    }
}

/// A scalar value, or a value handed on to its own `encode(to:)` (a wrapper such as an enum's raw value).
struct StreamingSingleValueContainer: SingleValueEncodingContainer {
    let encoder: StreamingEncoder
    var codingPath: [any CodingKey] { encoder.codingPath }
    private var output: JSONOutput { encoder.output }

    mutating func encodeNil() throws {
        if encoder.beginScalar() { output.writeNull() }
    }
    mutating func encode(_ value: Bool) throws {
        if encoder.beginScalar() { output.writeBool(value) }
    }
    mutating func encode(_ value: String) throws {
        if encoder.beginScalar() { output.writeString(value) }
    }
    mutating func encode(_ value: Double) throws {
        if encoder.beginScalar() { output.writeFloat(value) }
    }
    mutating func encode(_ value: Float) throws {
        if encoder.beginScalar() { output.writeFloat(value) }
    }
    mutating func encode(_ value: Int) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int8) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int16) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int32) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: Int64) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt8) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt16) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt32) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }
    mutating func encode(_ value: UInt64) throws {
        if encoder.beginScalar() { output.writeInteger(value) }
    }

    /// The value takes this encoder's slot itself: its `encode(to:)` runs against the same encoder.
    mutating func encode<T: Encodable>(_ value: T) throws {
        if !encoder.writeSpecial(value) { try value.encode(to: encoder) }
    }
}
