import Foundation

/// Learns which JSON keys a `Decodable` type and the types inside it read, by running their `init(from:)`
/// against decoders that hold no data. Optional values come back nil, collections with one element (so that
/// element types are visited), everything else empty; each type is visited once, and depth and work are bounded.
final class KeyProbe {
    /// Every key any visited type asked for.
    private(set) var keys: Set<String> = []
    /// False when a type that reads keys failed part-way or a bound was hit, so keys may be missing.
    private(set) var isComplete = true
    private var visited: Set<ObjectIdentifier> = []
    private var work = 0

    static let maxDepth = 24
    static let maxWork = 20_000

    /// The keys `type` and its nested types read.
    static func keys<T: Decodable>(of type: T.Type) -> (keys: Set<String>, isComplete: Bool) {
        let probe = KeyProbe()
        probe.visit(type, depth: 0)
        return (probe.keys, probe.isComplete)
    }

    /// Records the keys of `type` once; a failure is noted, never thrown.
    func visit<T: Decodable>(_ type: T.Type, depth: Int) {
        guard visited.insert(ObjectIdentifier(type)).inserted else { return }
        let decoder = KeyProbeDecoder(probe: self, depth: depth, records: true)
        do {
            _ = try T(from: decoder)
        } catch {
            if decoder.readKeys { isComplete = false }
        }
    }

    /// An empty value of `type` for a property that cannot be nil; it records nothing.
    func emptyValue<T: Decodable>(_ type: T.Type, depth: Int) throws -> T {
        try T(from: KeyProbeDecoder(probe: self, depth: depth, records: false))
    }

    func record(_ key: any CodingKey) {
        keys.insert(key.stringValue)
    }

    /// Counts one step of work, or throws once the probe has done enough.
    func step(depth: Int) throws {
        work += 1
        guard work <= Self.maxWork, depth <= Self.maxDepth else {
            isComplete = false
            throw KeyProbeLimit()
        }
    }
}

/// Thrown when a probe reaches its depth or work bound.
struct KeyProbeLimit: Error {}

/// A decoder without data that reports the keys it is asked for to its `KeyProbe`.
final class KeyProbeDecoder: Decoder {
    let probe: KeyProbe
    let depth: Int
    /// Whether this decoder records keys and visits nested types (false while making an empty value).
    let records: Bool
    /// Whether the type asked for a keyed container.
    private(set) var readKeys = false
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] = [:]

    init(probe: KeyProbe, depth: Int, records: Bool) {
        self.probe = probe
        self.depth = depth
        self.records = records
    }

    func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        try probe.step(depth: depth)
        readKeys = true
        return KeyedDecodingContainer(KeyProbeKeyedContainer<Key>(decoder: self))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        try probe.step(depth: depth)
        return KeyProbeUnkeyedContainer(decoder: self)
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        try probe.step(depth: depth)
        return KeyProbeSingleValueContainer(decoder: self)
    }

    /// Visits `type` (when recording) and returns an empty value of it.
    func nested<T: Decodable>(_ type: T.Type) throws -> T {
        if records { probe.visit(type, depth: depth + 1) }
        return try probe.emptyValue(type, depth: depth + 1)
    }
}

private struct KeyProbeKeyedContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let decoder: KeyProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var allKeys: [Key] { [] }

    private func read(_ key: Key) {
        if decoder.records { decoder.probe.record(key) }
    }

    func contains(_ key: Key) -> Bool {
        read(key)
        return false
    }

    func decodeNil(forKey key: Key) throws -> Bool {
        read(key)
        return true
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
        read(key)
        return value
    }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        read(key)
        return try decoder.nested(type)
    }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        read(key)
        if decoder.records { decoder.probe.visit(type, depth: decoder.depth + 1) }
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        read(key)
        return try decoder.container(keyedBy: NestedKey.self)
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        read(key)
        return try decoder.unkeyedContainer()
    }

    func superDecoder() throws -> any Decoder { decoder }

    func superDecoder(forKey key: Key) throws -> any Decoder {
        read(key)
        return decoder
    }
}

/// Holds one element while recording, so that a collection's element type is visited; none otherwise.
private struct KeyProbeUnkeyedContainer: UnkeyedDecodingContainer {
    let decoder: KeyProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }
    var currentIndex = 0
    var count: Int? { decoder.records ? 1 : 0 }
    var isAtEnd: Bool { currentIndex >= (count ?? 0) }

    mutating func decodeNil() throws -> Bool { false }

    mutating func decode(_: Bool.Type) throws -> Bool { advance(false) }
    mutating func decode(_: String.Type) throws -> String { advance("") }
    mutating func decode(_: Double.Type) throws -> Double { advance(0) }
    mutating func decode(_: Float.Type) throws -> Float { advance(0) }
    mutating func decode(_: Int.Type) throws -> Int { advance(0) }
    mutating func decode(_: Int8.Type) throws -> Int8 { advance(0) }
    mutating func decode(_: Int16.Type) throws -> Int16 { advance(0) }
    mutating func decode(_: Int32.Type) throws -> Int32 { advance(0) }
    mutating func decode(_: Int64.Type) throws -> Int64 { advance(0) }
    mutating func decode(_: UInt.Type) throws -> UInt { advance(0) }
    mutating func decode(_: UInt8.Type) throws -> UInt8 { advance(0) }
    mutating func decode(_: UInt16.Type) throws -> UInt16 { advance(0) }
    mutating func decode(_: UInt32.Type) throws -> UInt32 { advance(0) }
    mutating func decode(_: UInt64.Type) throws -> UInt64 { advance(0) }

    private mutating func advance<T>(_ value: T) -> T {
        currentIndex += 1
        return value
    }

    mutating func decode<T: Decodable>(_ type: T.Type) throws -> T {
        currentIndex += 1
        return try decoder.nested(type)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy _: NestedKey.Type) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        currentIndex += 1
        return try decoder.container(keyedBy: NestedKey.self)
    }

    mutating func nestedUnkeyedContainer() throws -> any UnkeyedDecodingContainer {
        currentIndex += 1
        return try decoder.unkeyedContainer()
    }

    mutating func superDecoder() throws -> any Decoder { decoder }
}

private struct KeyProbeSingleValueContainer: SingleValueDecodingContainer {
    let decoder: KeyProbeDecoder
    var codingPath: [any CodingKey] { decoder.codingPath }

    func decodeNil() -> Bool { false }
    func decode(_: Bool.Type) throws -> Bool { false }
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
        try decoder.nested(type)
    }
}
