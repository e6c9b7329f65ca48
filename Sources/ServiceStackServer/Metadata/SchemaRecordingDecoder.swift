import Foundation

/// A `Decoder` that reads no data: it answers every request with a placeholder value and, when it has
/// a sink, records each key and requested type of the top-level keyed container in declaration order.
///
/// Decoding a DTO once with it reveals the DTO's properties without an instance or reflection.
package struct SchemaRecordingDecoder: Decoder {
    /// Deeper than this, non-optional nesting fails even without a cycle.
    static let maximumDepth = 16

    let sink: RecordingSink?
    /// The types being built by placeholder decoding, outermost first; one met again is a cycle.
    let ancestors: [ObjectIdentifier]
    var depth: Int { ancestors.count }
    package var codingPath: [any CodingKey] = []
    package var userInfo: [CodingUserInfoKey: Any] = [:]

    /// A decoder for `type`; `sink` receives the keys of its top-level keyed container.
    package init(recording type: Any.Type, into sink: RecordingSink) {
        self.init(sink: sink, ancestors: [ObjectIdentifier(type)])
    }

    init(sink: RecordingSink?, ancestors: [ObjectIdentifier]) {
        self.sink = sink
        self.ancestors = ancestors
    }

    package func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(RecordingKeyedContainer<Key>(decoder: self))
    }

    package func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    package func singleValueContainer() throws -> any SingleValueDecodingContainer {
        PlaceholderSingleValueContainer(decoder: self)
    }

    /// A value of `type` built from placeholders, without recording anything.
    func placeholder<T: Decodable>(_ type: T.Type) throws -> T {
        if let value = PlaceholderValues.value(of: type) { return value }
        let identifier = ObjectIdentifier(type)
        guard depth < Self.maximumDepth, !ancestors.contains(identifier) else {
            throw DecodingError.dataCorrupted(
                DecodingError.Context(
                    codingPath: codingPath, debugDescription: "A non-optional cycle or nesting too deep"))
        }
        return try T(from: SchemaRecordingDecoder(sink: nil, ancestors: ancestors + [identifier]))
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
