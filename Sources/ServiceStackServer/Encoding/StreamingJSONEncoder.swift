import Foundation
import ServiceStack
import ServiceStackWire

/// Encodes response DTOs straight into JSON bytes in declaration order, in ServiceStack's conventions:
/// nil optionals omitted, dates as `\/Date(ms)\/`, `Data` as Base64, URLs as strings.
///
/// Shapes the stream cannot express (`superEncoder`, writing a container after a sibling was started,
/// non-finite numbers, a NaN `Decimal`, a date outside .NET's range) report `nil`, and the caller falls back to
/// `JSONEncoder`, which throws an `EncodingError` for the values JSON cannot hold.
enum StreamingJSONEncoder {
    static func encode<T: Encodable>(_ value: T) throws -> Data? {
        let output = JSONOutput()
        let encoder = StreamingEncoder(output: output, parentLevel: JSONOutput.rootLevel)
        try encoder.encodeWhole(value)
        guard !output.unsupported else { return nil }
        return Data(output.bytes)
    }
}

/// One value's encoder: it writes at most one container or scalar, inside `parentLevel`.
final class StreamingEncoder: Encoder {
    let output: JSONOutput
    let parentLevel: Int
    private let parent: StreamingEncoder?
    private let key: (any CodingKey)?
    var userInfo: [CodingUserInfoKey: Any] { [:] }
    private var ownLevel: (id: Int, isObject: Bool)?
    private var wroteScalar = false

    init(output: JSONOutput, parentLevel: Int, parent: StreamingEncoder? = nil, key: (any CodingKey)? = nil) {
        self.output = output
        self.parentLevel = parentLevel
        self.parent = parent
        self.key = key
    }

    /// Built only when asked for (by a value reporting an error), so nesting costs nothing per level.
    var codingPath: [any CodingKey] {
        var path = parent?.codingPath ?? []
        if let key { path.append(key) }
        return path
    }

    /// Writes `value` in full and closes whatever it opened; a value that wrote nothing becomes `{}`.
    func encodeWhole<T: Encodable>(_ value: T) throws {
        if !writeSpecial(value) { try value.encode(to: self) }
        guard output.focus(parentLevel) else { return }
        if ownLevel == nil, !wroteScalar { output.writeEmptyObject() }
    }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        KeyedEncodingContainer(StreamingKeyedContainer<Key>(encoder: self, level: level(object: true)))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        StreamingUnkeyedContainer(encoder: self, level: level(object: false))
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        StreamingSingleValueContainer(encoder: self)
    }

    /// This value's object or array, opened on first use; asking again for the same kind (as a subclass's
    /// `super.encode(to:)` does) returns the same one.
    private func level(object: Bool) -> Int {
        if let ownLevel {
            if ownLevel.isObject != object { output.markUnsupported() }
            return ownLevel.id
        }
        guard !wroteScalar, output.focus(parentLevel) else {
            output.markUnsupported()
            return parentLevel
        }
        let id = output.openLevel(object: object)
        ownLevel = (id, object)
        return id
    }

    /// Claims this encoder's single scalar slot; false (and unsupported) when something was already written.
    func beginScalar() -> Bool {
        guard ownLevel == nil, !wroteScalar, output.focus(parentLevel) else {
            output.markUnsupported()
            return false
        }
        wroteScalar = true
        return true
    }

    /// Types whose JSON form differs from their `Encodable` form.
    func writeSpecial<T: Encodable>(_ value: T) -> Bool {
        if T.self == Date.self, let date = value as? Date {
            guard beginScalar() else { return true }
            guard WireRange.contains(date) else {
                output.markUnsupported()
                return true
            }
            output.writeString(WireDate.wcfUtc(date), escapingSlashes: true)
        } else if T.self == Data.self, let data = value as? Data {
            guard beginScalar() else { return true }
            output.writeString(data.base64EncodedString())
        } else if T.self == URL.self, let url = value as? URL {
            guard beginScalar() else { return true }
            output.writeString(url.absoluteString)
        } else if T.self == Decimal.self, let decimal = value as? Decimal {
            guard beginScalar() else { return true }
            if decimal.isNaN { output.markUnsupported() }
            output.writeNumberText(decimal.description)
        } else {
            return false
        }
        return true
    }

    /// A child encoder for the value of the member just begun in `level`.
    func child(in level: Int, key: (any CodingKey)?) -> StreamingEncoder {
        StreamingEncoder(output: output, parentLevel: level, parent: self, key: key)
    }
}
