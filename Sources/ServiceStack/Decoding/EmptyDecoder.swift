import Foundation

/// A decoder that has no data: every value decodes as empty (nil, 0, `""`, `false`, `[]`). `Factory` uses it to
/// make empty instances of generated DTOs.
public class EmptyDecoder: Decoder {
    /// A fresh empty decoder.
    public static var instance: any Decoder { EmptyDecoder() }

    /// The path of keys to the value being decoded.
    public var codingPath: [any CodingKey] = []
    /// No information for `Decodable` types.
    public var userInfo: [CodingUserInfoKey: Any] = [:]

    /// Creates an empty decoder.
    public init() {}

    /// A keyed container that has every key, each holding an empty value.
    public func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(EmptyKeyedContainer<Key>(codingPath: codingPath, onKey: nil))
    }

    /// An unkeyed container with no elements.
    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    /// A single-value container holding an empty value.
    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        EmptySingleValueContainer(codingPath: codingPath)
    }
}

/// An `EmptyDecoder` that records the names of the keys a type asks for, in order.
public class CaptureDecoder: Decoder {
    /// The path of keys to the value being decoded.
    public var codingPath: [any CodingKey] = []
    /// No information for `Decodable` types.
    public var userInfo: [CodingUserInfoKey: Any] = [:]
    /// The keys asked for so far.
    public var allKeys: [String] = []

    /// Creates a decoder that has recorded no keys.
    public init() {}

    /// A keyed container that records each key asked for and answers empty values.
    public func container<Key: CodingKey>(keyedBy _: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            EmptyKeyedContainer<Key>(codingPath: codingPath) { [weak self] key in
                guard let self, !self.allKeys.contains(key.stringValue) else { return }
                self.allKeys.append(key.stringValue)
            })
    }

    /// An unkeyed container with no elements.
    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        EmptyUnkeyedContainer(codingPath: codingPath)
    }

    /// A single-value container holding an empty value.
    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        EmptySingleValueContainer(codingPath: codingPath)
    }
}
