import Foundation

extension KeyedDecodingContainer {
    /// Reads a value that travels as a string and converts it with the registered `Converters`.
    /// Generated code uses it for `@TimeSpan` properties.
    public func convertIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let string = try? decode(String.self, forKey: key) {
            guard let converter = Converters.get(type) else {
                return try decode(T.self, forKey: key)
            }
            guard let value = converter.fromString(T.self, string) else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "Cannot convert '\(string)' to \(T.self)")
            }
            return value
        }
        return try decode(T.self, forKey: key)
    }

    /// Reads a `@TimeSpan` property, treating a missing key as nil.
    public func decode(_ type: TimeSpan.Type, forKey key: Key) throws -> TimeSpan {
        try decodeIfPresent(type, forKey: key) ?? TimeSpan(wrappedValue: nil)
    }

    /// Reads a dictionary, treating a missing key or null as empty.
    public func decode<Key2: Decodable & Hashable, Value: Decodable>(
        _ type: [Key2: Value].Type, forKey key: Key
    ) throws -> [Key2: Value] {
        try decodeIfPresent(type, forKey: key) ?? [:]
    }

    /// Reads an array, treating a missing key or null as empty and accepting Base64 for `[UInt8]`.
    public func decode<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element] {
        try decodeIfPresent(type, forKey: key) ?? []
    }

    /// Reads an optional array, accepting Base64 text for `[UInt8]` (.NET `byte[]`).
    public func decodeIfPresent<Element: Decodable>(_ type: [Element].Type, forKey key: Key) throws -> [Element]? {
        if type == [UInt8].self, let text = try? standardDecodeIfPresent(String.self, forKey: key) {
            guard let data = Data(base64Encoded: text), let bytes = [UInt8](data) as? [Element] else {
                throw DecodingError.dataCorruptedError(
                    forKey: key, in: self, debugDescription: "Invalid Base64 for a byte array")
            }
            return bytes
        }
        return try standardDecodeIfPresent(type, forKey: key)
    }

    private func standardDecodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        try decodeIfPresent(type, forKey: key)
    }
}
