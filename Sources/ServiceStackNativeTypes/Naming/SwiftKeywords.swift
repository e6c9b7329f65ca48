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
        escapedWords.contains(name)
    }

    /// Both lists, looked up with one hash.
    private static let escapedWords = generatorKeywords.union(reservedWords)
}
