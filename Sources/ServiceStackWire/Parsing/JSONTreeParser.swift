import Foundation

/// Parses JSON text into a `WireValue` tree, keeping numbers as their original text and fields in order.
public struct JSONTreeParser {
    /// Why a document was refused.
    public enum Failure: Error, Equatable {
        /// The text is not JSON; the message names the offset and the problem.
        case malformed(String)
        /// The document holds more values than the limit allows.
        case tooManyValues(limit: Int)
    }

    private let bytes: [UInt8]
    private var index = 0
    private var depth = 0
    private static let maxDepth = 256
    private let maxValues: Int
    private var values = 0
    private static let numberBytes = Set("+-0123456789.eE".utf8)

    init(_ data: Data, maxValues: Int) {
        bytes = [UInt8](data)
        self.maxValues = maxValues
    }

    /// Parses the whole document; throws `Failure.malformed` on malformed JSON and `Failure.tooManyValues` when it
    /// holds more than `maxValues` values (each object, array, string, number, boolean and null counts one).
    public static func parse(_ data: Data, maxValues: Int = .max) throws -> WireValue {
        var parser = JSONTreeParser(data, maxValues: maxValues)
        parser.skipWhitespace()
        let value = try parser.parseValue()
        parser.skipWhitespace()
        guard parser.index == parser.bytes.count else {
            throw parser.failure("Unexpected text after the JSON value")
        }
        return value
    }

    private func failure(_ message: String) -> Failure {
        .malformed("Invalid JSON at offset \(index): \(message)")
    }

    private mutating func skipWhitespace() {
        while index < bytes.count, [0x20, 0x0A, 0x0D, 0x09].contains(bytes[index]) { index += 1 }
    }

    private mutating func parseValue() throws -> WireValue {
        guard index < bytes.count else { throw failure("Unexpected end of input") }
        values += 1
        guard values <= maxValues else {
            throw Failure.tooManyValues(limit: maxValues)
        }
        switch bytes[index] {
        case UInt8(ascii: "{"): return try parseObject()
        case UInt8(ascii: "["): return try parseArray()
        case UInt8(ascii: "\""): return .string(try parseString())
        case UInt8(ascii: "t"): return try parseLiteral("true", .bool(true))
        case UInt8(ascii: "f"): return try parseLiteral("false", .bool(false))
        case UInt8(ascii: "n"): return try parseLiteral("null", .null)
        case UInt8(ascii: "-"), UInt8(ascii: "0")...UInt8(ascii: "9"): return try parseNumber()
        default: throw failure("Unexpected character '\(Character(Unicode.Scalar(bytes[index])))'")
        }
    }

    private mutating func parseLiteral(_ word: String, _ value: WireValue) throws -> WireValue {
        let expected = Array(word.utf8)
        guard index + expected.count <= bytes.count,
            Array(bytes[index..<index + expected.count]) == expected
        else {
            throw failure("Expected '\(word)'")
        }
        index += expected.count
        return value
    }

    private mutating func parseNumber() throws -> WireValue {
        let start = index
        while index < bytes.count, Self.numberBytes.contains(bytes[index]) { index += 1 }
        let text = String(decoding: bytes[start..<index], as: UTF8.self)
        guard Double(text) != nil else { throw failure("Invalid number '\(text.abbreviatedForMessage)'") }
        return .number(text)
    }

    private mutating func enter() throws {
        depth += 1
        guard depth <= Self.maxDepth else { throw failure("Nesting too deep") }
    }

    private mutating func parseArray() throws -> WireValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var items: [WireValue] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "]") {
            index += 1
            return .array(items)
        }
        while true {
            skipWhitespace()
            items.append(try parseValue())
            skipWhitespace()
            guard index < bytes.count else { throw failure("Unterminated array") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "]") {
                index += 1
                return .array(items)
            } else {
                throw failure("Expected ',' or ']'")
            }
        }
    }

    private mutating func parseObject() throws -> WireValue {
        try enter()
        defer { depth -= 1 }
        index += 1
        var fields: [(key: String, value: WireValue)] = []
        skipWhitespace()
        if index < bytes.count, bytes[index] == UInt8(ascii: "}") {
            index += 1
            return .object(fields)
        }
        while true {
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: "\"") else {
                throw failure("Expected a property name")
            }
            let key = try parseString()
            skipWhitespace()
            guard index < bytes.count, bytes[index] == UInt8(ascii: ":") else {
                throw failure("Expected ':'")
            }
            index += 1
            skipWhitespace()
            fields.append((key, try parseValue()))
            skipWhitespace()
            guard index < bytes.count else { throw failure("Unterminated object") }
            if bytes[index] == UInt8(ascii: ",") {
                index += 1
            } else if bytes[index] == UInt8(ascii: "}") {
                index += 1
                return .object(fields)
            } else {
                throw failure("Expected ',' or '}'")
            }
        }
    }

    private mutating func parseString() throws -> String {
        index += 1
        var scalars = String.UnicodeScalarView()
        var run: [UInt8] = []
        func flush() throws {
            guard let text = String(validating: run, as: UTF8.self) else { throw failure("Invalid UTF-8 in string") }
            scalars.append(contentsOf: text.unicodeScalars)
            run.removeAll(keepingCapacity: true)
        }
        while index < bytes.count {
            let byte = bytes[index]
            index += 1
            switch byte {
            case UInt8(ascii: "\""):
                try flush()
                return String(scalars)
            case UInt8(ascii: "\\"):
                try flush()
                scalars.append(try parseEscape())
            case 0..<0x20:
                throw failure("Control character in string")
            default:
                run.append(byte)
            }
        }
        throw failure("Unterminated string")
    }

    private mutating func parseEscape() throws -> Unicode.Scalar {
        guard index < bytes.count else { throw failure("Unterminated escape") }
        let byte = bytes[index]
        index += 1
        switch byte {
        case UInt8(ascii: "\""): return "\""
        case UInt8(ascii: "\\"): return "\\"
        case UInt8(ascii: "/"): return "/"
        case UInt8(ascii: "b"): return "\u{08}"
        case UInt8(ascii: "f"): return "\u{0C}"
        case UInt8(ascii: "n"): return "\n"
        case UInt8(ascii: "r"): return "\r"
        case UInt8(ascii: "t"): return "\t"
        case UInt8(ascii: "u"):
            let high = try parseHex4()
            if (0xD800...0xDBFF).contains(high) {
                guard index + 1 < bytes.count, bytes[index] == UInt8(ascii: "\\"),
                    bytes[index + 1] == UInt8(ascii: "u")
                else { throw failure("Unpaired surrogate") }
                index += 2
                let low = try parseHex4()
                guard (0xDC00...0xDFFF).contains(low) else { throw failure("Invalid surrogate pair") }
                let code = 0x10000 + ((high - 0xD800) << 10) + (low - 0xDC00)
                guard let scalar = Unicode.Scalar(code) else { throw failure("Invalid code point") }
                return scalar
            }
            guard let scalar = Unicode.Scalar(high) else { throw failure("Invalid code point") }
            return scalar
        default:
            throw failure("Invalid escape")
        }
    }

    private mutating func parseHex4() throws -> UInt32 {
        guard index + 4 <= bytes.count,
            let value = UInt32(String(decoding: bytes[index..<index + 4], as: UTF8.self), radix: 16)
        else { throw failure("Invalid \\u escape") }
        index += 4
        return value
    }
}
