/// Finds the column kind of a property type: scalars directly, `RawRepresentable` enums by the
/// single value their `init(from:)` asks for.
enum KindProbe {
    static func kind(of type: Any.Type) -> ColumnKind {
        guard let decodable = type as? any Decodable.Type else { return .unsupported }
        return kind(ofDecodable: decodable)
    }

    private static func kind<T: Decodable>(ofDecodable type: T.Type) -> ColumnKind {
        if let kind = ColumnKinds.kind(of: type) { return kind }
        let probe = ProbeDecoder()
        _ = try? T(from: probe)
        return probe.box.kind ?? .unsupported
    }
}

private final class KindBox {
    var kind: ColumnKind?
}

private struct ProbeDecoder: Decoder {
    let box = KindBox()
    var codingPath: [any CodingKey] { [] }
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        throw SchemaRecordingError(description: "not a scalar")
    }

    func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        throw SchemaRecordingError(description: "not a scalar")
    }

    func singleValueContainer() throws -> any SingleValueDecodingContainer { ProbeSingleValue(box: box) }
}

/// Records the kind asked for, then fails: the probe only needs the request, not a value.
private struct ProbeSingleValue: SingleValueDecodingContainer {
    let box: KindBox
    var codingPath: [any CodingKey] { [] }

    func decodeNil() -> Bool { false }

    func decode(_ type: Bool.Type) throws -> Bool { try decode(type as Bool.Type, generic: ()) }
    func decode(_ type: String.Type) throws -> String { try decode(type as String.Type, generic: ()) }
    func decode(_ type: Double.Type) throws -> Double { try decode(type as Double.Type, generic: ()) }
    func decode(_ type: Float.Type) throws -> Float { try decode(type as Float.Type, generic: ()) }
    func decode(_ type: Int.Type) throws -> Int { try decode(type as Int.Type, generic: ()) }
    func decode(_ type: Int8.Type) throws -> Int8 { try decode(type as Int8.Type, generic: ()) }
    func decode(_ type: Int16.Type) throws -> Int16 { try decode(type as Int16.Type, generic: ()) }
    func decode(_ type: Int32.Type) throws -> Int32 { try decode(type as Int32.Type, generic: ()) }
    func decode(_ type: Int64.Type) throws -> Int64 { try decode(type as Int64.Type, generic: ()) }
    func decode(_ type: UInt.Type) throws -> UInt { try decode(type as UInt.Type, generic: ()) }
    func decode(_ type: UInt8.Type) throws -> UInt8 { try decode(type as UInt8.Type, generic: ()) }
    func decode(_ type: UInt16.Type) throws -> UInt16 { try decode(type as UInt16.Type, generic: ()) }
    func decode(_ type: UInt32.Type) throws -> UInt32 { try decode(type as UInt32.Type, generic: ()) }
    func decode(_ type: UInt64.Type) throws -> UInt64 { try decode(type as UInt64.Type, generic: ()) }

    func decode<T: Decodable>(_ type: T.Type) throws -> T { try decode(type, generic: ()) }

    private func decode<T: Decodable>(_ type: T.Type, generic: Void) throws -> T {
        box.kind = ColumnKinds.kind(of: type) ?? .unsupported
        throw SchemaRecordingError(description: "probe")
    }
}
