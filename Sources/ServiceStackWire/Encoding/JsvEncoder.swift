import Foundation

/// Encodes any `Encodable` into a `WireValue` tree, keeping property order and ServiceStack's scalar forms
/// (dates as `/Date(ms-0000)/`, bytes as Base64, `@TimeSpan` as XSD durations).
public struct JsvEncoder {
    /// An encoder; it holds no settings.
    public init() {}

    /// The tree for a value.
    public func encode<T: Encodable>(_ value: T) throws -> WireValue {
        let box = JsvBox()
        try JsvEncoding.encodeValue(value, into: box, codingPath: [])
        return box.value
    }
}

final class JsvBox {
    var value: WireValue = .null
    var fields: [(key: String, value: JsvBox)]? = nil
    var items: [JsvBox]? = nil

    var resolved: WireValue {
        if let fields { return .object(fields.map { ($0.key, $0.value.resolved) }) }
        if let items { return .array(items.map(\.resolved)) }
        return value
    }
}

enum JsvEncoding {
    static func encodeValue<T: Encodable>(_ value: T, into box: JsvBox, codingPath: [any CodingKey]) throws {
        switch value {
        case let date as Date:
            guard WireRange.contains(date) else {
                // The value is the interval, not the date: describing a NaN `Date` traps in Foundation.
                throw EncodingError.invalidValue(
                    date.timeIntervalSince1970,
                    .init(codingPath: codingPath, debugDescription: "Date outside .NET DateTime's range"))
            }
            box.value = .string(WireDate.wcf(date))
        case let data as Data: box.value = .string(data.base64EncodedString())
        case let url as URL: box.value = .string(url.absoluteString)
        case let decimal as Decimal:
            guard !decimal.isNaN else {
                throw EncodingError.invalidValue(
                    decimal, .init(codingPath: codingPath, debugDescription: "Non-finite number"))
            }
            box.value = .number(decimal.description)
        default:
            let encoder = JsvValueEncoder(box: box, codingPath: codingPath)
            try value.encode(to: encoder)
        }
        box.value = box.resolved
        box.fields = nil
        box.items = nil
    }

    static func number<N: CustomStringConvertible>(_ value: N) -> WireValue { .number(value.description) }

    static func double(_ value: Double) throws -> WireValue {
        guard value.isFinite else {
            throw EncodingError.invalidValue(value, .init(codingPath: [], debugDescription: "Non-finite number"))
        }
        return value == value.rounded() && Swift.abs(value) < 1e15 ? .number(String(Int64(value))) : .number("\(value)")
    }
}

struct JsvValueEncoder: Encoder {
    let box: JsvBox
    let codingPath: [any CodingKey]
    var userInfo: [CodingUserInfoKey: Any] { [:] }

    func container<Key: CodingKey>(keyedBy type: Key.Type) -> KeyedEncodingContainer<Key> {
        if box.fields == nil { box.fields = [] }
        return KeyedEncodingContainer(JsvKeyedContainer<Key>(box: box, codingPath: codingPath))
    }

    func unkeyedContainer() -> any UnkeyedEncodingContainer {
        if box.items == nil { box.items = [] }
        return JsvUnkeyedContainer(box: box, codingPath: codingPath)
    }

    func singleValueContainer() -> any SingleValueEncodingContainer {
        JsvSingleValueContainer(box: box, codingPath: codingPath)
    }
}

struct JsvKeyedContainer<Key: CodingKey>: KeyedEncodingContainerProtocol {
    let box: JsvBox
    let codingPath: [any CodingKey]

    private func child(_ key: Key) -> JsvBox {
        let child = JsvBox()
        box.fields?.removeAll { $0.key == key.stringValue }
        box.fields?.append((key.stringValue, child))
        return child
    }

    mutating func encodeNil(forKey key: Key) throws {}
    mutating func encode(_ value: Bool, forKey key: Key) throws { child(key).value = .bool(value) }
    mutating func encode(_ value: String, forKey key: Key) throws { child(key).value = .string(value) }
    mutating func encode(_ value: Double, forKey key: Key) throws { child(key).value = try JsvEncoding.double(value) }
    mutating func encode(_ value: Float, forKey key: Key) throws {
        child(key).value = try JsvEncoding.double(Double(value))
    }
    mutating func encode(_ value: Int, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int8, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int16, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int32, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int64, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt8, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt16, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt32, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt64, forKey key: Key) throws { child(key).value = JsvEncoding.number(value) }
    mutating func encode<T: Encodable>(_ value: T, forKey key: Key) throws {
        try JsvEncoding.encodeValue(value, into: child(key), codingPath: codingPath + [key])
    }

    mutating func nestedContainer<NestedKey: CodingKey>(
        keyedBy keyType: NestedKey.Type, forKey key: Key
    ) -> KeyedEncodingContainer<NestedKey> {
        let nested = child(key)
        nested.fields = []
        return KeyedEncodingContainer(JsvKeyedContainer<NestedKey>(box: nested, codingPath: codingPath + [key]))
    }

    mutating func nestedUnkeyedContainer(forKey key: Key) -> any UnkeyedEncodingContainer {
        let nested = child(key)
        nested.items = []
        return JsvUnkeyedContainer(box: nested, codingPath: codingPath + [key])
    }

    mutating func superEncoder() -> any Encoder { JsvValueEncoder(box: box, codingPath: codingPath) }
    mutating func superEncoder(forKey key: Key) -> any Encoder {
        JsvValueEncoder(box: child(key), codingPath: codingPath + [key])
    }
}

struct JsvUnkeyedContainer: UnkeyedEncodingContainer {
    let box: JsvBox
    let codingPath: [any CodingKey]
    var count: Int { box.items?.count ?? 0 }

    private func append(_ value: WireValue) {
        let item = JsvBox()
        item.value = value
        box.items?.append(item)
    }

    mutating func encodeNil() throws { append(.null) }
    mutating func encode(_ value: Bool) throws { append(.bool(value)) }
    mutating func encode(_ value: String) throws { append(.string(value)) }
    mutating func encode(_ value: Double) throws { append(try JsvEncoding.double(value)) }
    mutating func encode(_ value: Float) throws { append(try JsvEncoding.double(Double(value))) }
    mutating func encode(_ value: Int) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: Int8) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: Int16) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: Int32) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: Int64) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: UInt) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: UInt8) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: UInt16) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: UInt32) throws { append(JsvEncoding.number(value)) }
    mutating func encode(_ value: UInt64) throws { append(JsvEncoding.number(value)) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        let item = JsvBox()
        box.items?.append(item)
        try JsvEncoding.encodeValue(value, into: item, codingPath: codingPath)
    }

    mutating func nestedContainer<NestedKey: CodingKey>(keyedBy keyType: NestedKey.Type)
        -> KeyedEncodingContainer<NestedKey>
    {
        let item = JsvBox()
        item.fields = []
        box.items?.append(item)
        return KeyedEncodingContainer(JsvKeyedContainer<NestedKey>(box: item, codingPath: codingPath))
    }

    mutating func nestedUnkeyedContainer() -> any UnkeyedEncodingContainer {
        let item = JsvBox()
        item.items = []
        box.items?.append(item)
        return JsvUnkeyedContainer(box: item, codingPath: codingPath)
    }

    mutating func superEncoder() -> any Encoder {
        let item = JsvBox()
        box.items?.append(item)
        return JsvValueEncoder(box: item, codingPath: codingPath)
    }
}

struct JsvSingleValueContainer: SingleValueEncodingContainer {
    let box: JsvBox
    let codingPath: [any CodingKey]

    mutating func encodeNil() throws { box.value = .null }
    mutating func encode(_ value: Bool) throws { box.value = .bool(value) }
    mutating func encode(_ value: String) throws { box.value = .string(value) }
    mutating func encode(_ value: Double) throws { box.value = try JsvEncoding.double(value) }
    mutating func encode(_ value: Float) throws { box.value = try JsvEncoding.double(Double(value)) }
    mutating func encode(_ value: Int) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int8) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int16) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int32) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: Int64) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt8) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt16) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt32) throws { box.value = JsvEncoding.number(value) }
    mutating func encode(_ value: UInt64) throws { box.value = JsvEncoding.number(value) }
    mutating func encode<T: Encodable>(_ value: T) throws {
        try JsvEncoding.encodeValue(value, into: box, codingPath: codingPath)
    }
}
