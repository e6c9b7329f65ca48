import Foundation

/// An empty instance of a type decoded from its own containers.
private func emptyValue<T: Decodable>(_ type: T.Type, codingPath: [any CodingKey]) throws -> T {
    let decoder = EmptyDecoder()
    decoder.codingPath = codingPath
    return try T(from: decoder)
}

struct EmptyKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let codingPath: [any CodingKey]
    let onKey: ((Key) -> Void)?
    var allKeys: [Key] { [] }

    init(codingPath: [any CodingKey], onKey: ((Key) -> Void)?) {
        self.codingPath = codingPath
        self.onKey = onKey
    }

    func contains(_ key: Key) -> Bool {
        onKey?(key)
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        onKey?(key)
        return false
    }

    func decode(_: Bool.Type, forKey key: Key) throws -> Bool { empty(key, false) }
    func decode(_: String.Type, forKey key: Key) throws -> String { empty(key, "") }
    func decode(_: Double.Type, forKey key: Key) throws -> Double { empty(key, 0) }
    func decode(_: Float.Type, forKey key: Key) throws -> Float { empty(key, 0) }
    func decode(_: Int.Type, forKey key: Key) throws -> Int { empty(key, 0) }
    func decode(_: Int8.Type, forKey key: Key) throws -> Int8 { empty(key, 0) }
    func decode(_: Int16.Type, forKey key: Key) throws -> Int16 { empty(key, 0) }
    func decode(_: Int32.Type, forKey key: Key) throws -> Int32 { empty(key, 0) }
    func decode(_: Int64.Type, forKey key: Key) throws -> Int64 { empty(key, 0) }
    func decode(_: UInt.Type, forKey key: Key) throws -> UInt { empty(key, 0) }
    func decode(_: UInt8.Type, forKey key: Key) throws -> UInt8 { empty(key, 0) }
    func decode(_: UInt16.Type, forKey key: Key) throws -> UInt16 { empty(key, 0) }
    func decode(_: UInt32.Type, forKey key: Key) throws -> UInt32 { empty(key, 0) }
    func decode(_: UInt64.Type, forKey key: Key) throws -> UInt64 { empty(key, 0) }

    private func empty<T>(_ key: Key, _ value: T) -> T {
        onKey?(key)
        return value
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        onKey?(key)
        return try emptyValue(type, codingPath: codingPath + [key])
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        onKey?(key)
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(EmptyKeyedContainer<NestedKey>(codingPath: codingPath + [key], onKey: nil))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath + [key])
    }

    func superDecoder() throws -> any Decoder { EmptyDecoder() }
    func superDecoder(forKey _: Key) throws -> any Decoder { EmptyDecoder() }
}

struct EmptyUnkeyedContainer: UnkeyedDecodingContainer {
    let codingPath: [any CodingKey]
    var count: Int? { 0 }
    var isAtEnd: Bool { true }
    var currentIndex: Int { 0 }

    mutating func decodeNil() throws -> Bool { true }

    mutating func decode(_: Bool.Type) throws -> Bool { true }
    mutating func decode(_: String.Type) throws -> String { "" }
    mutating func decode(_: Double.Type) throws -> Double { 0 }
    mutating func decode(_: Float.Type) throws -> Float { 0 }
    mutating func decode(_: Int.Type) throws -> Int { 0 }
    mutating func decode(_: Int8.Type) throws -> Int8 { 0 }
    mutating func decode(_: Int16.Type) throws -> Int16 { 0 }
    mutating func decode(_: Int32.Type) throws -> Int32 { 0 }
    mutating func decode(_: Int64.Type) throws -> Int64 { 0 }
    mutating func decode(_: UInt.Type) throws -> UInt { 0 }
    mutating func decode(_: UInt8.Type) throws -> UInt8 { 0 }
    mutating func decode(_: UInt16.Type) throws -> UInt16 { 0 }
    mutating func decode(_: UInt32.Type) throws -> UInt32 { 0 }
    mutating func decode(_: UInt64.Type) throws -> UInt64 { 0 }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try emptyValue(type, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        KeyedDecodingContainer(EmptyKeyedContainer<NestedKey>(codingPath: codingPath, onKey: nil))
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer { self }
    mutating func superDecoder() throws -> any Decoder { EmptyDecoder() }
}

struct EmptySingleValueContainer: SingleValueDecodingContainer {
    let codingPath: [any CodingKey]

    func decodeNil() -> Bool { true }

    func decode(_: Bool.Type) throws -> Bool { true }
    func decode(_: String.Type) throws -> String { "" }
    func decode(_: Double.Type) throws -> Double { 0 }
    func decode(_: Float.Type) throws -> Float { 0 }
    func decode(_: Int.Type) throws -> Int { 0 }
    func decode(_: Int8.Type) throws -> Int8 { 0 }
    func decode(_: Int16.Type) throws -> Int16 { 0 }
    func decode(_: Int32.Type) throws -> Int32 { 0 }
    func decode(_: Int64.Type) throws -> Int64 { 0 }
    func decode(_: UInt.Type) throws -> UInt { 0 }
    func decode(_: UInt8.Type) throws -> UInt8 { 0 }
    func decode(_: UInt16.Type) throws -> UInt16 { 0 }
    func decode(_: UInt32.Type) throws -> UInt32 { 0 }
    func decode(_: UInt64.Type) throws -> UInt64 { 0 }

    func decode<T: Decodable>(_ type: T.Type) throws -> T {
        try emptyValue(type, codingPath: codingPath)
    }
}
