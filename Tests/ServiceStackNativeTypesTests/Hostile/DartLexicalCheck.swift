import Foundation
import ServiceStackNativeTypes
import Testing

/// Reads Dart output as a lexer would, for the hostile-metadata test: every string literal ends on its line, every
/// comment closes (Dart nests `/* */`), braces balance outside strings and comments, and a string interpolates only
/// where the generator means it to (`"Page<$T>"`, `${runtimeGenericTypeDefs(...)}`), never metadata text.
enum DartLexicalCheck {
    /// The Dart renderer refuses the document or writes one that passes the check.
    static func expectWellFormed(_ data: Data) {
        guard let metadata = try? MetadataTypes.decode(from: data),
            let output = try? NativeTypesLanguage.dart.generate(metadata: metadata)
        else { return }
        let problem = firstProblem(in: output)
        #expect(problem == nil, "\(problem ?? "")")
    }

    /// A description of the first lexical problem, or nil.
    static func firstProblem(in text: String) -> String? {
        let scalars = Array(text.unicodeScalars)
        var braces = 0
        var commentDepth = 0
        var index = 0
        func at(_ offset: Int) -> Unicode.Scalar? {
            index + offset < scalars.count ? scalars[index + offset] : nil
        }
        while index < scalars.count {
            let scalar = scalars[index]
            if commentDepth > 0 {
                if scalar == "/", at(1) == "*" {
                    commentDepth += 1
                    index += 1
                } else if scalar == "*", at(1) == "/" {
                    commentDepth -= 1
                    index += 1
                }
            } else if scalar == "/", at(1) == "/" {
                while index < scalars.count, scalars[index] != "\n" { index += 1 }
            } else if scalar == "/", at(1) == "*" {
                commentDepth = 1
                index += 1
            } else if scalar == "'" || scalar == "\"" {
                let start = index
                index += 1
                while index < scalars.count, scalars[index] != scalar {
                    if scalars[index] == "\n" { return "a string literal runs past its line at \(start)" }
                    if scalars[index] == "\\" {
                        index += 1
                    } else if scalars[index] == "$", !isIntended(scalars, at: index) {
                        return "a string literal interpolates at \(index)"
                    }
                    index += 1
                }
                if index >= scalars.count { return "a string literal is not closed" }
            } else if scalar == "{" {
                braces += 1
            } else if scalar == "}" {
                braces -= 1
                if braces < 0 { return "a brace closes nothing at \(index)" }
            }
            index += 1
        }
        if commentDepth != 0 { return "a comment is not closed" }
        return braces == 0 ? nil : "\(braces) braces are not closed"
    }

    /// `${runtimeGenericTypeDefs(` or `$` before a generic parameter in `getTypeName()`'s `<$T,$U>`.
    private static func isIntended(_ scalars: [Unicode.Scalar], at index: Int) -> Bool {
        let following = String(String.UnicodeScalarView(scalars[(index + 1)...].prefix(24)))
        if following.hasPrefix("{runtimeGenericTypeDefs(") { return true }
        guard index > 0, scalars[index - 1] == "<" || scalars[index - 1] == "," else { return false }
        return following.first.map { $0.isLetter || $0 == "_" } ?? false
    }
}
