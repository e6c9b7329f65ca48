import Foundation

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

    /// A decoder that reads every ServiceStack date form and maps `description` to generated `Description`
    /// properties. An unparseable date is a `DecodingError`, never "now".
    public static func createDecoder() -> JSONDecoder {
        makeDecoder(mappingKeys: true)
    }

    /// Like `createDecoder()` but without the `description` key mapping, which costs a key conversion per object:
    /// for bodies that have no `description` key.
    static func createDecoderWithoutKeyMapping() -> JSONDecoder {
        makeDecoder(mappingKeys: false)
    }

    private static func makeDecoder(mappingKeys: Bool) -> JSONDecoder {
        let decoder = JSONDecoder()
        if mappingKeys {
            decoder.keyDecodingStrategy = .custom { path in
                guard let last = path.last else { return AnyCodingKey("") }
                return last.stringValue == "description" ? AnyCodingKey("Description") : last
            }
        }
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

    private static let descriptionKey = Data(#""description""#.utf8)

    /// The decoder for `body`: the key-mapping one only when the body has a `description` key.
    static func decoder(for body: Data, mapping: JSONDecoder, plain: JSONDecoder) -> JSONDecoder {
        body.range(of: descriptionKey) == nil ? plain : mapping
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
