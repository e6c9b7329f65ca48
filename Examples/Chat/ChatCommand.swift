import ArgumentParser

/// ServiceStack's chat demo in miniature: `serve` in one terminal, `join` in two others.
@main
struct ChatCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "chat-example",
        abstract: "Chat through a Server Events channel.",
        discussion: """
            swift run chat-example serve                 # terminal 1: the server on 127.0.0.1:5001
            swift run chat-example join                  # terminals 2 and 3: type lines, Ctrl-D to leave
            swift run chat-example join --channel lobby
            """,
        subcommands: [ServeCommand.self, JoinCommand.self])
}
