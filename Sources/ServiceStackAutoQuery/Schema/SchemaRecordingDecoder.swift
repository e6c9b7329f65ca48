/// Collects the top-level keys a type's `init(from:)` asks for.
final class SchemaRecorder {
    private(set) var columns: [ColumnSchema] = []

    func record(_ name: String, _ kind: ColumnKind) {
        guard !columns.contains(where: { $0.name == name }) else { return }
        columns.append(ColumnSchema(name: name, kind: kind))
    }
}

/// Why a type's schema could not be learnt.
struct SchemaRecordingError: Error, CustomStringConvertible {
    let description: String
}

/// A `Decoder` that answers every request with a placeholder and records each top-level key and
/// its scalar kind.
struct SchemaRecordingDecoder: Decoder {
    let recorder: SchemaRecorder
    var codingPath: [any CodingKey] = []
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(SchemaRecordingContainer<Key>(recorder: recorder))
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaRecordingError(description: "A data model must be a keyed (struct or class) type")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer {
        throw SchemaRecordingError(description: "A data model must be a keyed (struct or class) type")
    }
}

/// Records keys; nested values get their placeholder, and their kind from `KindProbe`.
private struct SchemaRecordingContainer<Key: CodingKey>: KeyedDecodingContainerProtocol {
    let recorder: SchemaRecorder
    var codingPath: [any CodingKey] { [] }
    var allKeys: [Key] { [] }

    func contains(_ key: Key) -> Bool { true }

    func decodeNil(forKey key: Key) throws -> Bool { false }

    func decode<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T {
        recorder.record(key.stringValue, KindProbe.kind(of: type))
        if let placeholder = PlaceholderValue.make(type) { return placeholder }
        throw SchemaRecordingError(
            description:
                "Cannot learn the columns of a model whose non-optional property '\(key.stringValue)' is \(type); "
                + "make it optional or CaseIterable")
    }

    func decode(_ type: Bool.Type, forKey key: Key) throws -> Bool { try required(type, key) }
    func decode(_ type: String.Type, forKey key: Key) throws -> String { try required(type, key) }
    func decode(_ type: Double.Type, forKey key: Key) throws -> Double { try required(type, key) }
    func decode(_ type: Float.Type, forKey key: Key) throws -> Float { try required(type, key) }
    func decode(_ type: Int.Type, forKey key: Key) throws -> Int { try required(type, key) }
    func decode(_ type: Int8.Type, forKey key: Key) throws -> Int8 { try required(type, key) }
    func decode(_ type: Int16.Type, forKey key: Key) throws -> Int16 { try required(type, key) }
    func decode(_ type: Int32.Type, forKey key: Key) throws -> Int32 { try required(type, key) }
    func decode(_ type: Int64.Type, forKey key: Key) throws -> Int64 { try required(type, key) }
    func decode(_ type: UInt.Type, forKey key: Key) throws -> UInt { try required(type, key) }
    func decode(_ type: UInt8.Type, forKey key: Key) throws -> UInt8 { try required(type, key) }
    func decode(_ type: UInt16.Type, forKey key: Key) throws -> UInt16 { try required(type, key) }
    func decode(_ type: UInt32.Type, forKey key: Key) throws -> UInt32 { try required(type, key) }
    func decode(_ type: UInt64.Type, forKey key: Key) throws -> UInt64 { try required(type, key) }

    private func required<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T { try decode(type, forKey: key) }

    func decodeIfPresent<T: Decodable>(_ type: T.Type, forKey key: Key) throws -> T? {
        recorder.record(key.stringValue, KindProbe.kind(of: type))
        return nil
    }

    func decodeIfPresent(_ type: Bool.Type, forKey key: Key) throws -> Bool? { try optional(type, key) }
    func decodeIfPresent(_ type: String.Type, forKey key: Key) throws -> String? { try optional(type, key) }
    func decodeIfPresent(_ type: Double.Type, forKey key: Key) throws -> Double? { try optional(type, key) }
    func decodeIfPresent(_ type: Float.Type, forKey key: Key) throws -> Float? { try optional(type, key) }
    func decodeIfPresent(_ type: Int.Type, forKey key: Key) throws -> Int? { try optional(type, key) }
    func decodeIfPresent(_ type: Int8.Type, forKey key: Key) throws -> Int8? { try optional(type, key) }
    func decodeIfPresent(_ type: Int16.Type, forKey key: Key) throws -> Int16? { try optional(type, key) }
    func decodeIfPresent(_ type: Int32.Type, forKey key: Key) throws -> Int32? { try optional(type, key) }
    func decodeIfPresent(_ type: Int64.Type, forKey key: Key) throws -> Int64? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt.Type, forKey key: Key) throws -> UInt? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt8.Type, forKey key: Key) throws -> UInt8? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt16.Type, forKey key: Key) throws -> UInt16? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt32.Type, forKey key: Key) throws -> UInt32? { try optional(type, key) }
    func decodeIfPresent(_ type: UInt64.Type, forKey key: Key) throws -> UInt64? { try optional(type, key) }

    private func optional<T: Decodable>(_ type: T.Type, _ key: Key) throws -> T? {
        recorder.record(key.stringValue, KindProbe.kind(of: type))
        return nil
    }

    func nestedContainer<NestedKey: CodingKey>(keyedBy type: NestedKey.Type, forKey key: Key) throws
        -> KeyedDecodingContainer<NestedKey>
    {
        recorder.record(key.stringValue, .unsupported)
        return KeyedDecodingContainer(SchemaRecordingContainer<NestedKey>(recorder: SchemaRecorder()))
    }

    func nestedUnkeyedContainer(forKey key: Key) throws -> any UnkeyedDecodingContainer {
        throw SchemaRecordingError(description: "Nested collections in '\(key.stringValue)' cannot be columns")
    }

    func superDecoder() throws -> any Decoder { SchemaRecordingDecoder(recorder: recorder) }

    func superDecoder(forKey key: Key) throws -> any Decoder { SchemaRecordingDecoder(recorder: recorder) }
}
