/// The "Examples:" part of a command's help. Each line is a whole command on the demo server's seeded data;
/// `DocumentedExamplesProcessTests` runs every one of them, so keep them short (help wraps at the terminal's width).
enum ConsoleExamples {
    static func section(_ commands: String...) -> String {
        "Examples:\n" + commands.map { "  techstacks \($0)" }.joined(separator: "\n")
    }
}
