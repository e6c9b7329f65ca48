import Foundation

/// A generic type written in C# syntax (`Dictionary<String,List<Poco>>`), parsed into a tree.
struct CSharpTypeNode: Equatable, Sendable {
    var name: String
    var arguments: [CSharpTypeNode]
    /// Number of `[]` suffixes after the generic arguments (`List<Poco>[]` has 1).
    var arrayRank = 0

    /// Parses C# generic syntax; throws on unbalanced brackets or empty names.
    static func parse(_ text: String) throws(GeneratorError) -> CSharpTypeNode {
        if !text.isEmpty, text.utf8.allSatisfy(isPlainNameByte) { return CSharpTypeNode(name: text, arguments: []) }
        var trimmed = needsTrimming(text) ? Substring(text.trimmingCharacters(in: .whitespaces)) : Substring(text)
        while trimmed.first == "'" { trimmed = trimmed.dropFirst() }
        var parser = Parser(scalars: Array(trimmed.unicodeScalars), source: text)
        let node = try parser.parseNode(depth: 0)
        guard parser.isAtEnd else { throw .invalidGenericArgument(text) }
        return node
    }

    /// False when the text starts and ends with ASCII bytes that are neither a space nor a tab, the only ASCII
    /// members of `CharacterSet.whitespaces`.
    private static func needsTrimming(_ text: String) -> Bool {
        func isKept(_ byte: UInt8?) -> Bool {
            guard let byte else { return false }
            return byte < 0x80 && byte != UInt8(ascii: " ") && byte != UInt8(ascii: "\t")
        }
        return !(isKept(text.utf8.first) && isKept(text.utf8.last))
    }

    /// An ASCII byte that is neither whitespace to trim, a leading quote, a space the parser skips, nor one of
    /// `<>,`: a text made only of these is one name with no arguments.
    private static func isPlainNameByte(_ byte: UInt8) -> Bool {
        switch byte {
        case UInt8(ascii: "<"), UInt8(ascii: ">"), UInt8(ascii: ","), UInt8(ascii: "'"), UInt8(ascii: " "),
            UInt8(ascii: "\t"):
            false
        default: byte < 0x80
        }
    }

    private struct Parser {
        let scalars: [Unicode.Scalar]
        let source: String
        var position = 0

        var isAtEnd: Bool { position >= scalars.count }

        mutating func parseNode(depth: Int) throws(GeneratorError) -> CSharpTypeNode {
            guard depth < 64 else { throw .invalidGenericArgument(source) }
            var name = String.UnicodeScalarView()
            while position < scalars.count, !"<>,".unicodeScalars.contains(scalars[position]) {
                if scalars[position] != " " { name.append(scalars[position]) }
                position += 1
            }
            guard !name.isEmpty else { throw .invalidGenericArgument(source) }
            var node = CSharpTypeNode(name: String(name), arguments: [])
            guard position < scalars.count, scalars[position] == "<" else { return node }
            position += 1
            while true {
                node.arguments.append(try parseNode(depth: depth + 1))
                guard position < scalars.count else { throw .invalidGenericArgument(source) }
                let separator = scalars[position]
                position += 1
                if separator == ">" { break }
                if separator != "," { throw .invalidGenericArgument(source) }
            }
            // An array of a generic type, e.g. `List<Poco>[]`.
            while position + 1 < scalars.count, scalars[position] == "[", scalars[position + 1] == "]" {
                node.arrayRank += 1
                position += 2
            }
            return node
        }
    }
}
