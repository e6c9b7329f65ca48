import Foundation

/// A `Decoder` that reads no data: it answers every request with a placeholder value and, when it has
/// a sink, records each key and requested type of the top-level keyed container in declaration order.
///
/// Decoding a DTO once with it reveals the DTO's properties without an instance or reflection.
struct SchemaRecordingDecoder: Decoder {
    /// Deeper than this, non-optional nesting is assumed to be a cycle and decoding fails.
    static let maximumDepth = 24

    let sink: RecordingSink?
    let depth: Int
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(sink: RecordingSink?, depth: Int = 0) {
        self.sink = sink
        self.depth = depth
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PlaceholderSingleValueContainer(decoder: self)
    }

    /// A value of `type` built from placeholders, without recording anything.
    func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = PlaceholderValues.value(of: type) { return value }
        guard depth < Self.maximumDepth else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(codingPath: codingPath, debugDescription: "Nesting too deep"))
        }
        return try T(from: SchemaRecordingDecoder(sink: nil, depth: depth + 1))
    }
}

/// An array that is always empty.
struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    private func end() -> DecodingError {
        DecodingError.valueNotFound(
            Any.self, DecodingError.Context(codingPath: codingPath, debugDescription: "Empty placeholder"))
    }

    mutating func decodeNil() throws -> Bool { true }
    mutating func decode(_ type: Bool.Type) throws -> Bool { throw end() }
    mutating func decode(_ type: String.Type) throws -> String { throw end() }
    mutating func decode(_ type: Double.Type) throws -> Double { throw end() }
    mutating func decode(_ type: Float.Type) throws -> Float { throw end() }
    mutating func decode(_ type: Int.Type) throws -> Int { throw end() }
    mutating func decode(_ type: Int8.Type) throws -> Int8 { throw end() }
    mutating func decode(_ type: Int16.Type) throws -> Int16 { throw end() }
    mutating func decode(_ type: Int32.Type) throws -> Int32 { throw end() }
    mutating func decode(_ type: Int64.Type) throws -> Int64 { throw end() }
    mutating func decode(_ type: UInt.Type) throws -> UInt { throw end() }
    mutating func decode(_ type: UInt8.Type) throws -> UInt8 { throw end() }
    mutating func decode(_ type: UInt16.Type) throws -> UInt16 { throw end() }
    mutating func decode(_ type: UInt32.Type) throws -> UInt32 { throw end() }
    mutating func decode(_ type: UInt64.Type) throws -> UInt64 { throw end() }
    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T { throw end() }
    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    { throw end() }
    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { throw end() }
    mutating func superDecoder() throws -> any Decoder { throw end() }
}

/// A single value answered with placeholders.
struct PlaceholderSingleValueContainer: SingleValueDecodingContainer {
    let decoder: SchemaRecordingDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }
    func decode(_ type: Bool.Type) throws -> Bool { try decoder.placeholder(type) }
    func decode(_ type: String.Type) throws -> String { try decoder.placeholder(type) }
    func decode(_ type: Double.Type) throws -> Double { try decoder.placeholder(type) }
    func decode(_ type: Float.Type) throws -> Float { try decoder.placeholder(type) }
    func decode(_ type: Int.Type) throws -> Int { try decoder.placeholder(type) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decoder.placeholder(type) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decoder.placeholder(type) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decoder.placeholder(type) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decoder.placeholder(type) }
    func decode(_ type: UInt.Type) throws -> UInt { try decoder.placeholder(type) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decoder.placeholder(type) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decoder.placeholder(type) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decoder.placeholder(type) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decoder.placeholder(type) }
    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decoder.placeholder(type) }
}
