import Foundation

/// A value sent to a request field: the JSON token for JSON bodies and the text for query strings, forms,
/// multipart parts and route segments.
package struct HostileValue: Sendable {
    package var id: String
    package var json: [UInt8]
    package var text: [UInt8]

    /// A value that is a bare JSON token (number, literal, array, object) and the same text elsewhere.
    static func token(_ id: String, _ text: String) -> HostileValue {
        HostileValue(id: id, json: Array(text.utf8), text: Array(text.utf8))
    }

    /// A value that is a JSON string holding `text` (escaped as JSON requires).
    static func string(_ id: String, _ text: String) -> HostileValue {
        HostileValue(id: id, json: jsonQuoted(Array(text.utf8)), text: Array(text.utf8))
    }

    /// A value made of raw bytes (invalid UTF-8 stays invalid inside the JSON quotes).
    static func bytes(_ id: String, _ bytes: [UInt8]) -> HostileValue {
        HostileValue(id: id, json: jsonQuoted(bytes), text: bytes)
    }

    /// Quotes bytes as a JSON string, escaping quotes, backslashes and control characters; other bytes stay raw.
    static func jsonQuoted(_ bytes: [UInt8]) -> [UInt8] {
        var quoted: [UInt8] = [UInt8(ascii: "\"")]
        quoted.reserveCapacity(bytes.count + 2)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "\""), UInt8(ascii: "\\"):
                quoted += [UInt8(ascii: "\\"), byte]
            case 0..<0x20:
                quoted += Array(String(format: "\\u%04x", byte).utf8)
            default:
                quoted.append(byte)
            }
        }
        quoted.append(UInt8(ascii: "\""))
        return quoted
    }

    /// Every value, the ones that found bugs before first.
    package static let all: [HostileValue] = numbers + dates + durations + texts + structures

    /// The values a declared field gets first (in JSON and in the query string), by the kind of its type.
    static func core(forType type: String) -> [Int] {
        coreByType[kind(of: type)] ?? []
    }

    static let coreByType: [String: [Int]] = [
        "number": [
            "1e400", "int64max+1", "-1", "1000", "NaN", "1e39", "30digits", "0", "-1e400", "1e-400", "99999", "42",
            "100", "fraction",
        ],
        "date": [
            "1e400", "int64max+1", "-1e400", "iso-long-fraction", "wcf-huge", "wcf-int64max", "iso-year10000",
            "iso-invalid",
        ],
        "duration": ["30digits", "1e400", "xsd-huge-days", "xsd-huge-seconds", "timespan-huge", "huge-seconds"],
        "other": [
            "invalid-utf8", "jsv-open-list", "list-2001", "long-50k", "control", "json-object", "1e400", "NaN",
            "jsv-deep-lists", "json-huge-array",
        ],
    ].mapValues { ids in ids.compactMap { id in all.firstIndex { $0.id == id } } }

    private static func kind(of type: String) -> String {
        var lower = type.lowercased()
        if lower.hasPrefix("nullable"), let open = lower.firstIndex(of: "<") {
            lower = String(lower[lower.index(after: open)...].dropLast())
        }
        if lower.contains("timespan") { return "duration" }
        if lower.contains("date") { return "date" }
        let numbers = ["int", "long", "short", "byte", "double", "single", "float", "decimal"]
        if !lower.contains("<"), numbers.contains(where: { lower.contains($0) }) { return "number" }
        return "other"
    }

    static let numbers: [HostileValue] = [
        .token("1e400", "1e400"), .token("-1e400", "-1e400"),
        .token("int64max+1", "9223372036854775808"), .token("int64min-1", "-9223372036854775809"),
        .token("uint64max+1", "18446744073709551616"), .token("30digits", "123456789012345678901234567890"),
        .token("1e39", "1e39"), .token("-1e39", "-1e39"), .token("1e-400", "1e-400"),
        .token("fraction", "1.5"), .token("-1", "-1"), .token("0", "0"), .token("-0", "-0"),
        .token("int32max+1", "2147483648"), .token("uint32max+1", "4294967296"), .token("65536", "65536"),
        .token("256", "256"), .token("1000", "1000"), .token("99999", "99999"), .token("42", "42"),
        .token("100", "100"), .token("99", "99"), .token("600", "600"),
        .token("long-fraction", "99999999999999999999999999999999999999999.5e-3"),
        .string("NaN", "NaN"), .string("Infinity", "Infinity"), .string("-Infinity", "-Infinity"),
        .string("nan", "nan"), .string("inf", "inf"), .string("string-1e400", "1e400"),
        .string("string-int64max+1", "9223372036854775808"),
        .string("string-30digits", "1234567890123456789012345678"),
    ]

    static let dates: [HostileValue] = [
        .string("wcf-huge", "/Date(99999999999999999999)/"),
        .string("wcf-int64max", "/Date(9223372036854775807)/"),
        .string("wcf-int64min", "/Date(-9223372036854775808)/"),
        .string("wcf-year10000", "/Date(253402300800000)/"), .string("wcf-bad-offset", "/Date(1+9999)/"),
        .string("wcf-open", "/Date("), .string("wcf-dash", "/Date(-)/"),
        .string("iso-min", "0001-01-01T00:00:00Z"), .string("iso-max", "9999-12-31T23:59:59.9999999Z"),
        .string("iso-year10000", "10000-01-01T00:00:00Z"), .string("iso-negative-year", "-0001-01-01"),
        .string("iso-invalid", "2024-13-45T25:61:61Z"), .string("iso-bad-offset", "2024-01-01T00:00:00+99:99"),
        .string("iso-long-fraction", "2024-01-01T00:00:00." + String(repeating: "9", count: 400) + "Z"),
    ]

    static let durations: [HostileValue] = [
        .string("xsd-huge-days", "P99999999999999999999D"), .string("xsd-huge-seconds", "PT99999999999999999999S"),
        .string("xsd-beyond-timespan", "-P10675200D"), .string("xsd-all", "P1Y2M3W4DT5H6M7.89S"),
        .string("xsd-exponent", "PT1e400S"), .string("xsd-dots", "PT1.2.3S"), .string("xsd-empty", "PT"),
        .string("timespan-huge", "99999999999.00:00:00"), .string("timespan-max", "10675199.02:48:05.4775808"),
        .string("timespan-colons", "1:2:3:4:5"), .string("timespan-empty-parts", "-:-"),
        .token("huge-seconds", "1234567890123456789012345678"),
    ]

    static let texts: [HostileValue] = [
        .string("empty", ""), .string("spaces", "   "),
        .bytes("control", [0x00, 0x01, 0x1F, 0x7F, 0x0D, 0x0A]),
        .bytes("invalid-utf8", [0xFF, 0xFE, 0xC3, 0x28, 0xA1]),
        .token("lone-surrogate", "\"\\ud800\""),
        .string("long-50k", String(repeating: "a", count: 50_000)),
        .string("long-100k", String(repeating: "x", count: 100_000)),
        .string("percent", "%zz%ff%"), .string("quote", "\"'"),
        .string("list-2001", Array(repeating: "id", count: 2_001).joined(separator: ",")),
        .string("unicode", "é😀\u{202E}"),
    ]

    static let structures: [HostileValue] = [
        .string("jsv-open-list", "{a:["), .string("jsv-unbalanced-quote", "\"unbalanced"),
        .string("jsv-quote-in-object", "{a:\"b}"), .string("jsv-closers", "]]]]}}}}"),
        .string("jsv-deep-lists", String(repeating: "[", count: 10_000)),
        .string("jsv-deep-objects", String(repeating: "{a:", count: 5_000)),
        .string("jsv-nested", "[1,[2,[3,{x:y,z:[\"\"]}]]]"),
        .token("json-object", "{}"), .token("json-array", "[]"), .token("json-true", "true"),
        .token("json-null", "null"), .token("json-list", "[1,\"a\",null,{}]"),
        .token("json-nested-object", "{\"id\":{\"id\":[1e400]},\"name\":[]}"),
        .token("json-deep", String(repeating: "[", count: 300) + String(repeating: "]", count: 300)),
        .token("json-huge-array", "[" + Array(repeating: "1", count: 100_000).joined(separator: ",") + "]"),
    ]
}
