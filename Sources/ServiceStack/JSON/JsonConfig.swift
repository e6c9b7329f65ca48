import Foundation
import ServiceStackWire

/// The JSON conventions ServiceStack servers use: WCF and ISO 8601 dates, XSD durations, Base64 bytes.
public class JsonConfig {
    private struct Filters {
        var encoder: ((JSONEncoder) -> Void)?
        var decoder: ((JSONDecoder) -> Void)?
    }
    private static let filters = Locked(Filters())

    /// Called with every encoder `createEncoder()` makes, to change its settings.
    public static var encoderFilter: ((JSONEncoder) -> Void)? {
        get { filters.current.encoder }
        set { filters.withLock { $0.encoder = newValue } }
    }

    /// Called with every decoder `createDecoder()` makes, to change its settings.
    public static var decoderFilter: ((JSONDecoder) -> Void)? {
        get { filters.current.decoder }
        set { filters.withLock { $0.decoder = newValue } }
    }

    /// Whether an encoder or decoder filter is set (clients then make a fresh coder per call so it applies).
    static var hasFilters: Bool {
        let current = filters.current
        return current.encoder != nil || current.decoder != nil
    }

    /// Swift keywords a generated DTO cannot use as property names unescaped.
    public static let keywords: [String] = [
        "class", "deinit", "description", "enum", "extension", "func", "import", "init", "let", "protocol",
        "static", "struct", "subscript", "typealias", "associatedtype", "var", "break", "case", "continue",
        "default", "do", "else", "fallthrough", "if", "in", "for", "return", "switch", "where", "while",
        "dynamicType", "is", "new", "super", "self", "didSet", "get", "infix", "inout", "left", "mutating",
        "none", "nonmutating", "operator", "override", "postfix", "precedence", "prefix", "private", "public",
        "right", "set", "unowned", "weak", "willSet",
    ]

    /// An encoder that writes dates as `/Date(ms-0000)/`, as ServiceStack servers read them.
    public static func createEncoder() -> JSONEncoder {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            guard WireRange.contains(date) else {
                // The value is the interval, not the date: describing a NaN `Date` traps in Foundation.
                throw EncodingError.invalidValue(
                    date.timeIntervalSince1970,
                    .init(codingPath: encoder.codingPath, debugDescription: "Date outside .NET DateTime's range"))
            }
            try container.encode(WireDate.wcf(date))
        }
        encoderFilter?(encoder)
        return encoder
    }

    /// A decoder that reads every ServiceStack date form and reads Swift-keyword keys as the decoded type names
    /// them: `"is"` fills a generated `is` (declared with backticks) and a hand-written `Is`, `"description"` fills `Description`.
    /// An unparseable date is a `DecodingError`, never "now".
    public static func createDecoder() -> JSONDecoder {
        configure(KeywordAwareJSONDecoder())
    }

    /// Like `createDecoder()` but reading every key as it is, which costs nothing per key: for types that read
    /// no keyword key in capitalised form (`KeywordKeys.of(T.self).isEmpty`).
    static func createDecoderWithoutKeyMapping() -> JSONDecoder {
        configure(JSONDecoder())
    }

    private static func configure(_ decoder: JSONDecoder) -> JSONDecoder {
        decoder.dateDecodingStrategy = .custom { decoder in
            let container = try decoder.singleValueContainer()
            if let ms = try? container.decode(Double.self) {
                guard let date = WireRange.date(milliseconds: ms) else {
                    throw DecodingError.dataCorruptedError(
                        in: container, debugDescription: "Date outside .NET DateTime's range: \(ms) ms")
                }
                return date
            }
            let text = try container.decode(String.self)
            guard let date = WireDate.parse(text) else {
                throw DecodingError.dataCorruptedError(in: container, debugDescription: "Invalid date: \(text)")
            }
            return date
        }
        decoderFilter?(decoder)
        return decoder
    }

    /// Whether JSON written by `JSONEncoder` holds a bare `NaN`, which it writes for `Decimal.nan` (making the
    /// text invalid JSON) where it throws for a NaN `Double`. Outside strings only `N` can start one.
    static func containsNaNLiteral(_ json: Data) -> Bool {
        var inString = false
        var escaped = false
        for byte in json {
            if inString {
                if escaped {
                    escaped = false
                } else if byte == UInt8(ascii: "\\") {
                    escaped = true
                } else if byte == UInt8(ascii: "\"") {
                    inString = false
                }
            } else if byte == UInt8(ascii: "\"") {
                inString = true
            } else if byte == UInt8(ascii: "N") {
                return true
            }
        }
        return false
    }

    /// Encodes `value` with `encoder`, refusing a NaN `Decimal` as `JSONEncoder` refuses a NaN `Double`.
    static func encode<T: Encodable>(_ value: T, with encoder: JSONEncoder) throws -> Data {
        let data = try encoder.encode(value)
        guard !containsNaNLiteral(data) else {
            throw EncodingError.invalidValue(
                Double.nan, .init(codingPath: [], debugDescription: "Non-finite number (a NaN Decimal)"))
        }
        return data
    }

    /// The decoder for a `T`: `plain` when `T` reads no keyword key capitalised, `mapping` (a `createDecoder()`
    /// decoder) otherwise.
    static func decoder<T: Decodable>(for type: T.Type, mapping: JSONDecoder, plain: JSONDecoder) -> JSONDecoder {
        KeywordKeys.of(type).isEmpty ? plain : mapping
    }
}

/// A coding key built from a string.
struct AnyCodingKey: CodingKey {
    let stringValue: String
    let intValue: Int?

    init(_ string: String) {
        stringValue = string
        intValue = nil
    }

    init?(stringValue: String) { self.init(stringValue) }

    init?(intValue: Int) {
        stringValue = String(intValue)
        self.intValue = intValue
    }
}
