import Foundation

/// A `techstacks` command the documentation shows (README.md or a command's `--help`), and the error it says the
/// command prints when it shows one.
struct DocumentedCommand: Sendable, CustomStringConvertible {
    /// The arguments after `techstacks`.
    var arguments: [String]
    /// The text after `Error: ` on the line right below the command, when the documentation shows it failing.
    var expectedError: String?
    /// Where it is shown (`README.md:650`, `techstacks search --help`).
    var source: String

    var description: String { "\(source): techstacks \(arguments.joined(separator: " "))" }

    /// The `swift run techstacks …` lines of the README's `sh` blocks, in order (`techstacks-server` is a server, not
    /// a command of the console).
    static func inReadme(_ text: String) throws -> [DocumentedCommand] {
        let lines = text.components(separatedBy: "\n")
        var commands: [DocumentedCommand] = []
        var inShellBlock = false
        for (index, line) in lines.enumerated() {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed.hasPrefix("```") {
                inShellBlock = !inShellBlock && trimmed == "```sh"
                continue
            }
            guard inShellBlock, trimmed.hasPrefix("swift run techstacks ") else { continue }
            let words = try ShellWords.split(String(trimmed.dropFirst("swift run techstacks ".count)))
            let next = lines.dropFirst(index + 1).first?.trimmingCharacters(in: .whitespaces) ?? ""
            commands.append(
                DocumentedCommand(
                    arguments: words, expectedError: next.hasPrefix("Error: ") ? String(next.dropFirst(7)) : nil,
                    source: "README.md:\(index + 1)"))
        }
        return commands
    }

    /// The lines of a help text's `Examples:` part, each `techstacks …`.
    static func inHelp(_ text: String, source: String) throws -> [DocumentedCommand] {
        var commands: [DocumentedCommand] = []
        var inExamples = false
        for line in text.components(separatedBy: "\n") {
            let trimmed = line.trimmingCharacters(in: .whitespaces)
            if trimmed == "Examples:" {
                inExamples = true
            } else if trimmed.isEmpty {
                inExamples = false
            } else if inExamples, trimmed.hasPrefix("techstacks ") {
                let words = try ShellWords.split(String(trimmed.dropFirst("techstacks ".count)))
                commands.append(DocumentedCommand(arguments: words, source: source))
            }
        }
        return commands
    }

    /// The names listed under `SUBCOMMANDS:` in a help text.
    static func subcommands(inHelp text: String) -> [String] {
        var names: [String] = []
        var inList = false
        for line in text.components(separatedBy: "\n") {
            if line.hasPrefix("SUBCOMMANDS:") {
                inList = true
            } else if inList, line.trimmingCharacters(in: .whitespaces).isEmpty {
                inList = false
            } else if inList, line.hasPrefix("  "), !line.hasPrefix("   "),
                let name = line.split(separator: " ").first, name != "help"
            {
                names.append(String(name))
            }
        }
        return names
    }

    /// The arguments to run it against the server at `baseUrl` (in place of any `--base-url`), saving files under
    /// `folder` (in place of the `--output-directory` shown, kept as a subfolder so a missing folder stays missing).
    func arguments(against baseUrl: String, savingIn folder: URL) -> [String] {
        var result: [String] = []
        var words = arguments.makeIterator()
        while let word = words.next() {
            switch word {
            case "--base-url":
                _ = words.next()
            case "--output-directory":
                let shown = words.next() ?? "."
                result += [word, folder.appendingPathComponent(shown.trimmingCharacters(in: ["/"])).path]
            default:
                result.append(word)
            }
        }
        return result + ["--base-url", baseUrl]
    }
}

/// Splits a command line into words as a POSIX shell does for the quoting the documentation uses: single and
/// double quotes, backslash escapes, and a `#` comment.
enum ShellWords {
    struct UnterminatedQuote: Error, CustomStringConvertible {
        let line: String
        var description: String { "unterminated quote in: \(line)" }
    }

    static func split(_ line: String) throws -> [String] {
        var words: [String] = []
        var word = ""
        var inWord = false
        var characters = line.makeIterator()
        while let character = characters.next() {
            switch character {
            case " ", "\t":
                if inWord { words.append(word) }
                word = ""
                inWord = false
            case "#" where !inWord:
                return words
            case "'":
                inWord = true
                while true {
                    guard let quoted = characters.next() else { throw UnterminatedQuote(line: line) }
                    if quoted == "'" { break }
                    word.append(quoted)
                }
            case "\"":
                inWord = true
                while true {
                    guard var quoted = characters.next() else { throw UnterminatedQuote(line: line) }
                    if quoted == "\"" { break }
                    if quoted == "\\", let escaped = characters.next() {
                        if !"\"\\$`".contains(escaped) { word.append(quoted) }
                        quoted = escaped
                    }
                    word.append(quoted)
                }
            case "\\":
                inWord = true
                if let escaped = characters.next() { word.append(escaped) }
            default:
                inWord = true
                word.append(character)
            }
        }
        if inWord { words.append(word) }
        return words
    }
}
