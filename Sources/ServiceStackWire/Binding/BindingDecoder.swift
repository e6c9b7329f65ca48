import Foundation

/// A tolerant `Decoder` over a `WireValue` tree: keys match without regard to case, strings convert
/// to the requested scalar on demand, and JSV text is read (within the reader's limits) when a collection or
/// object is requested. The server binds request DTOs with it; the stub transport decodes query strings with it.
public struct BindingDecoder: Decoder {
    let value: WireValue
    let reader: JsvReader
    private let parentPath: [any CodingKey]
    private let key: (any CodingKey)?
    public var userInfo: [CodingUserInfoKey: Any] { [:] }

    init(value: WireValue, reader: JsvReader, codingPath: [any CodingKey] = []) {
        self.value = value
        self.reader = reader
        parentPath = codingPath
        key = nil
    }

    /// The decoder of the member `key` of a container at `parentPath`; the full path is built only if asked for.
    init(value: WireValue, reader: JsvReader, parentPath: [any CodingKey], key: any CodingKey) {
        self.value = value
        self.reader = reader
        self.parentPath = parentPath
        self.key = key
    }

    public var codingPath: [any CodingKey] {
        guard let key else { return parentPath }
        return parentPath + [key]
    }

    /// Decodes a whole value of type `T` from `value`, reading JSV text with `reader`.
    public static func decode<T: Decodable>(_ type: T.Type, from value: WireValue, reader: JsvReader) throws -> T {
        try BindingDecoder(value: value, reader: reader).decodeValue(type)
    }

    public func container<Key: CodingKey>(keyedBy type: Key.Type) throws -> KeyedDecodingContainer<Key> {
        KeyedDecodingContainer(
            BindingKeyedContainer<Key>(fields: try objectFields(), reader: reader, codingPath: codingPath))
    }

    public func unkeyedContainer() throws -> any UnkeyedDecodingContainer {
        BindingUnkeyedContainer(items: try arrayItems(), reader: reader, codingPath: codingPath)
    }

    public func singleValueContainer() throws -> any SingleValueDecodingContainer {
        BindingSingleValueContainer(decoder: self)
    }

    func mismatch(_ type: Any.Type) -> DecodingError {
        DecodingError.typeMismatch(
            type,
            .init(
                codingPath: codingPath,
                debugDescription: "Expected \(type) but found \(value.kindName) \(valueText)"))
    }

    private var valueText: String {
        switch value {
        case .string(let text), .number(let text): "'\(text.abbreviatedForMessage)'"
        case .bool(let flag): "\(flag)"
        default: ""
        }
    }

    func objectFields() throws -> BindingFields {
        switch value {
        case .object(let pairs): return BindingFields(pairs)
        case .string(let text):
            let parsed = reader.value(text.trimmingSpaces)
            if case .object(let pairs) = parsed { return BindingFields(pairs) }
            if text.isEmpty { return BindingFields([]) }
            throw mismatch([String: Any].self)
        default: throw mismatch([String: Any].self)
        }
    }

    func arrayItems() throws -> [WireValue] {
        switch value {
        case .array(let items): return items
        case .string(let text):
            guard let items = reader.list(text.trimmingSpaces) else {
                throw outOfRange([Any].self, "a list within the JSV limits")
            }
            return items
        case .null: return []
        default: throw mismatch([Any].self)
        }
    }

    /// Decodes `T`, handling the types whose wire form differs from their Codable form.
    func decodeValue<T: Decodable>(_ type: T.Type) throws -> T {
        if type == Date.self, let date = try decodeDate() as? T { return date }
        if type == Data.self, let data = try decodeData() as? T { return data }
        if type == URL.self, let url = URL(string: try decodeString()) as? T { return url }
        if type == Decimal.self, let decimal = Decimal(string: try scalarText()) {
            guard !decimal.isNaN, let value = decimal as? T else { throw outOfRange(type, "a decimal number") }
            return value
        }
        if type == UUID.self, let uuid = try decodeUUID() as? T { return uuid }
        return try T(from: self)
    }

    func decodeString() throws -> String {
        switch value {
        case .string(let text), .number(let text): return text
        case .bool(let flag): return flag ? "true" : "false"
        default: throw mismatch(String.self)
        }
    }

    func decodeBool() throws -> Bool {
        switch value {
        case .bool(let flag): return flag
        case .string(let text), .number(let text):
            switch text.trimmingSpaces.lowercased() {
            case "true", "1", "on", "yes": return true
            case "false", "0", "off", "no", "": return false
            default: throw mismatch(Bool.self)
            }
        default: throw mismatch(Bool.self)
        }
    }

    func scalarText() throws -> String {
        switch value {
        case .string(let text), .number(let text):
            let trimmed = text.trimmingSpaces
            if trimmed.count >= 2, trimmed.hasPrefix("\""), trimmed.hasSuffix("\"") {
                return String(trimmed.dropFirst().dropLast())
            }
            return trimmed
        default: throw mismatch(Double.self)
        }
    }

    func decodeInteger<T: FixedWidthInteger>(_ type: T.Type) throws -> T {
        let text = try scalarText()
        if let exact = T(text) { return exact }
        if let double = Double(text), double.rounded() == double, let exact = T(exactly: double) {
            return exact
        }
        throw mismatch(type)
    }

    /// A finite number: NaN and values beyond the type's range (`1e39` for a Float) cannot be written back as
    /// JSON, so they are refused here rather than failing when the response is written.
    func decodeFloat<T: BinaryFloatingPoint & LosslessStringConvertible>(_ type: T.Type) throws -> T {
        let text = try scalarText()
        if let number = T(text) {
            guard number.isFinite else { throw outOfRange(type, "a finite number") }
            return number
        }
        // TimeInterval fields may arrive as XSD durations (`PT1H`).
        if let seconds = WireDuration.parseXsd(text), T(seconds).isFinite { return T(seconds) }
        throw mismatch(type)
    }

    func outOfRange(_ type: Any.Type, _ expected: String) -> DecodingError {
        DecodingError.dataCorrupted(
            .init(codingPath: codingPath, debugDescription: "Expected \(expected) but found \(valueText)"))
    }

    private func decodeDate() throws -> Date {
        switch value {
        case .number(let text):
            guard let ms = Double(text) else { throw mismatch(Date.self) }
            guard let date = WireRange.date(milliseconds: ms) else {
                throw outOfRange(Date.self, "a date between 0001-01-01 and 9999-12-31")
            }
            return date
        case .string(let text):
            let trimmed = text.trimmingSpaces
            if let date = WireDate.parse(trimmed) { return date }
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Invalid date '\(text.abbreviatedForMessage)'"))
        default: throw mismatch(Date.self)
        }
    }

    private func decodeData() throws -> Data {
        if case .array = value { return Data(try [UInt8](from: self)) }
        guard let data = Data(base64Encoded: try decodeString()) else {
            throw DecodingError.dataCorrupted(
                .init(codingPath: codingPath, debugDescription: "Invalid Base64"))
        }
        return data
    }

    private func decodeUUID() throws -> UUID {
        let text = try scalarText()
        if let uuid = UUID(uuidString: text) { return uuid }
        if text.count == 32 {
            var dashed = text
            for offset in [8, 13, 18, 23] {
                dashed.insert("-", at: dashed.index(dashed.startIndex, offsetBy: offset))
            }
            if let uuid = UUID(uuidString: dashed) { return uuid }
        }
        throw mismatch(UUID.self)
    }
}
