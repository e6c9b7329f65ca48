/// A Swift type name as `String(reflecting:)` writes it, parsed: `Module.Outer.Name<Arg, Arg>`.
struct SwiftTypeName: Equatable {
    /// The dotted path, module first; private contexts such as `(unknown context at $1f)` are dropped.
    var path: [String]
    var arguments: [SwiftTypeName]

    var module: String? { path.count > 1 ? path.first : nil }
    var name: String { path.last ?? "" }
    var qualifiedName: String { path.joined(separator: ".") }

    init(path: [String], arguments: [SwiftTypeName] = []) {
        self.path = path
        self.arguments = arguments
    }

    /// The parsed name of `type`.
    static func of(_ type: Any.Type) -> SwiftTypeName {
        parse(String(reflecting: type))
    }

    static func parse(_ text: String) -> SwiftTypeName {
        var parser = Parser(characters: Array(text))
        return parser.parseName()
    }

    private struct Parser {
        let characters: [Character]
        var index = 0

        mutating func parseName() -> SwiftTypeName {
            var segments: [String] = []
            var current = ""
            var parentheses = 0
            var arguments: [SwiftTypeName] = []
            while index < characters.count {
                let character = characters[index]
                if parentheses > 0 {
                    if character == "(" { parentheses += 1 }
                    if character == ")" { parentheses -= 1 }
                    current.append(character)
                    index += 1
                    continue
                }
                switch character {
                case "(":
                    parentheses += 1
                    current.append(character)
                    index += 1
                case ".":
                    segments.append(current)
                    current = ""
                    index += 1
                case "<":
                    index += 1
                    arguments = parseArguments()
                case ",", ">":
                    return finish(segments + [current], arguments)
                case " ":
                    index += 1
                default:
                    current.append(character)
                    index += 1
                }
            }
            return finish(segments + [current], arguments)
        }

        private mutating func parseArguments() -> [SwiftTypeName] {
            var arguments: [SwiftTypeName] = []
            while index < characters.count {
                arguments.append(parseName())
                guard index < characters.count else { break }
                let separator = characters[index]
                index += 1
                if separator == ">" { break }
            }
            return arguments
        }

        private func finish(_ segments: [String], _ arguments: [SwiftTypeName]) -> SwiftTypeName {
            SwiftTypeName(
                path: segments.filter { !$0.isEmpty && !$0.hasPrefix("(") }, arguments: arguments)
        }
    }
}
