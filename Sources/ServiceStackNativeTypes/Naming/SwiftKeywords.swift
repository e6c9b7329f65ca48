import Foundation

/// Words that cannot be used as bare Swift identifiers.
enum SwiftKeywords {
    /// The official generator's list: property names in it are wrapped in backticks.
    static let generatorKeywords: Set<String> = [
        "class", "deinit", "enum", "extension", "func", "import", "init", "let", "protocol", "static",
        "struct", "subscript", "typealias", "associatedtype", "var", "break", "case", "continue",
        "default", "do", "else", "fallthrough", "if", "in", "for", "return", "switch", "where", "while",
        "dynamicType", "is", "new", "super", "self", "Self", "Type", "didSet", "get", "infix", "inout",
        "left", "mutating", "none", "nonmutating", "operator", "override", "postfix", "precedence",
        "prefix", "private", "public", "right", "set", "unowned", "weak", "willSet",
    ]

    /// Reserved words the official list misses; escaping them keeps the output compiling.
    static let reservedWords: Set<String> = [
        "as", "Any", "catch", "defer", "false", "fileprivate", "guard", "internal", "nil", "open",
        "precedencegroup", "repeat", "rethrows", "throw", "throws", "true", "try", "Protocol",
        "await", "async", "some", "any", "consume", "copy", "borrowing", "consuming", "nonisolated",
        "isolated", "package", "macro",
    ]

    /// True when a name must be escaped with backticks.
    static func needsEscaping(_ name: String) -> Bool {
        // Every word is ASCII: a name is compared, byte by byte, only with the words of its length and first byte.
        let bytes = name.utf8
        guard let first = bytes.first, first < 0x80, bytes.count <= longestWord else { return false }
        for word in wordsByFirstByte[Int(first)] where word.count == bytes.count && word.elementsEqual(bytes) {
            return true
        }
        return false
    }

    /// Both lists' words as UTF-8, by their first byte.
    private static let wordsByFirstByte: [[[UInt8]]] = {
        var buckets = Array(repeating: [[UInt8]](), count: 128)
        for word in generatorKeywords.union(reservedWords) {
            guard let first = word.utf8.first, first < 0x80 else { continue }
            buckets[Int(first)].append(Array(word.utf8))
        }
        return buckets
    }()

    private static let longestWord = generatorKeywords.union(reservedWords).map(\.utf8.count).max() ?? 0
}
