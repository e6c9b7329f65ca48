import Foundation

/// Turns arbitrary names into valid Swift identifiers.
enum SwiftIdentifier {
    /// Characters the official generator rejects in type names ("potentially malicious").
    static let maliciousCharacters: Set<Character> = ["\"", "-", "+", "\\", "*", "=", "!"]

    /// True for the byte of a malicious character.
    static func isMaliciousByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "\""), UInt8(ascii: "-"), UInt8(ascii: "+"), UInt8(ascii: "\\"), UInt8(ascii: "*"),
            UInt8(ascii: "="), UInt8(ascii: "!"):
            true
        default: false
        }
    }

    /// Replaces characters that cannot appear in an identifier with `_`, and prefixes `_`
    /// when the name starts with a digit. Returns `_` for an empty name.
    static func sanitize(_ name: String) -> String {
        if let first = name.utf8.first, name.utf8.allSatisfy(isAsciiIdentifierCharacter) {
            return isAsciiDigit(first) ? "_" + name : name
        }
        var scalars = String.UnicodeScalarView()
        for (offset, scalar) in name.unicodeScalars.enumerated() {
            if offset == 0 {
                if isIdentifierHead(scalar) {
                    scalars.append(scalar)
                } else if isIdentifierCharacter(scalar) {
                    scalars.append("_")
                    scalars.append(scalar)
                } else {
                    scalars.append("_")
                }
            } else {
                scalars.append(isIdentifierCharacter(scalar) ? scalar : "_")
            }
        }
        let text = String(scalars)
        if text.isEmpty { return "_" }
        return text
    }

    /// A sanitized identifier, escaped with backticks if it is a reserved word.
    /// A name made only of underscores gets a `value` suffix, since `` `_` `` is not allowed.
    static func escaped(_ name: String) -> String {
        let clean = sanitize(name)
        if clean.utf8.allSatisfy({ $0 == UInt8(ascii: "_") }) { return clean + "value" }
        return SwiftKeywords.needsEscaping(clean) ? "`\(clean)`" : clean
    }

    /// `A`-`Z`, `a`-`z`, `_` and digits: the identifier characters of names that need no sanitizing.
    private static func isAsciiIdentifierCharacter(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "A")...UInt8(ascii: "Z"), UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "_"): true
        default: isAsciiDigit(byte)
        }
    }

    private static func isAsciiDigit(_ byte: UInt8) -> Bool {
        byte >= UInt8(ascii: "0") && byte <= UInt8(ascii: "9")
    }

    /// The name without surrounding backticks.
    static func unescaped(_ name: String) -> String {
        // A name that neither starts nor ends with a backtick byte cannot start and end with a backtick Character.
        guard name.utf8.first == UInt8(ascii: "`"), name.utf8.last == UInt8(ascii: "`") else { return name }
        return name.hasPrefix("`") && name.hasSuffix("`") && name.count > 1
            ? String(name.dropFirst().dropLast()) : name
    }

    /// Swift's identifier-head ranges (The Swift Programming Language, Lexical Structure).
    static func isIdentifierHead(_ scalar: Unicode.Scalar) -> Bool {
        let v = scalar.value
        switch v {
        case 0x41...0x5A, 0x61...0x7A, 0x5F: return true
        case 0xA8, 0xAA, 0xAD, 0xAF, 0xB2...0xB5, 0xB7...0xBA: return true
        case 0xBC...0xBE, 0xC0...0xD6, 0xD8...0xF6, 0xF8...0xFF: return true
        case 0x100...0x2FF, 0x370...0x167F, 0x1681...0x180D, 0x180F...0x1DBF: return true
        case 0x1E00...0x1FFF: return true
        case 0x200B...0x200D, 0x202A...0x202E, 0x203F...0x2040, 0x2054, 0x2060...0x206F: return true
        case 0x2070...0x20CF, 0x2100...0x218F, 0x2460...0x24FF, 0x2776...0x2793: return true
        case 0x2C00...0x2DFF, 0x2E80...0x2FFF: return true
        case 0x3004...0x3007, 0x3021...0x302F, 0x3031...0x303F, 0x3040...0xD7FF: return true
        case 0xF900...0xFD3D, 0xFD40...0xFDCF, 0xFDF0...0xFE1F, 0xFE30...0xFE44: return true
        case 0xFE47...0xFFFD: return true
        case 0x10000...0x1FFFD, 0x20000...0x2FFFD, 0x30000...0x3FFFD, 0x40000...0x4FFFD: return true
        case 0x50000...0x5FFFD, 0x60000...0x6FFFD, 0x70000...0x7FFFD, 0x80000...0x8FFFD: return true
        case 0x90000...0x9FFFD, 0xA0000...0xAFFFD, 0xB0000...0xBFFFD, 0xC0000...0xCFFFD: return true
        case 0xD0000...0xDFFFD, 0xE0000...0xEFFFD: return true
        default: return false
        }
    }

    /// Swift's identifier-character ranges: heads, digits and combining marks.
    static func isIdentifierCharacter(_ scalar: Unicode.Scalar) -> Bool {
        if isIdentifierHead(scalar) { return true }
        switch scalar.value {
        case 0x30...0x39, 0x300...0x36F, 0x1DC0...0x1DFF, 0x20D0...0x20FF, 0xFE20...0xFE2F: return true
        default: return false
        }
    }
}
