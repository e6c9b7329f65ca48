import Foundation

/// One `DefaultImports` entry as a TypeScript import: `Name:module` imports the named binding (or several, joined
/// with `/`) from the module, a bare `module` is a side-effect import. Bindings must be identifiers, and the module
/// is written as an escaped string literal, so an option cannot inject code.
struct TypeScriptImport: Equatable {
    var names: [String]
    var module: String

    init?(_ entry: String) {
        let entry = entry.trimmingCharacters(in: .whitespaces)
        let quotes: Set<Character> = ["'", "\""]
        guard let colon = entry.firstIndex(of: ":") else {
            names = []
            module = String(entry.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed())
            if module.isEmpty { return nil }
            return
        }
        names = entry[..<colon].split(separator: "/").map { $0.trimmingCharacters(in: .whitespaces) }
        let rawModule = entry[entry.index(after: colon)...].trimmingCharacters(in: .whitespaces)
        module = String(rawModule.drop { quotes.contains($0) }.reversed().drop { quotes.contains($0) }.reversed())
        guard !names.isEmpty, !module.isEmpty, names.allSatisfy(TypeScriptIdentifier.isIdentifier) else { return nil }
    }

    var line: String {
        let literal = "\"\(TypeScriptIdentifier.escapeString(module).replacingOccurrences(of: "\"", with: "\\\""))\""
        return names.isEmpty ? "import \(literal);" : "import { \(names.joined(separator: ", ")) } from \(literal);"
    }
}
