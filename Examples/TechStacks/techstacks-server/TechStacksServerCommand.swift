import ArgumentParser
import ServerCommandSupport
import TechStacksServer

/// `swift run techstacks-server [--port N] [--db PATH | --database postgres://…] [--log-level LEVEL] [--metrics]`
@main
struct TechStacksServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "techstacks-server",
        abstract: "Serves the TechStacks API (techstacks.io's shape) from a seeded SQLite or PostgreSQL database.",
        discussion: """
            With --database postgres://user@host/db, several instances (each on its own port) share the data, \
            the users and sign-ins, and the change events of one PostgreSQL database.
            """)

    @Option(help: "The port to listen on.")
    var port = 5050

    @Option(help: "The address to bind.")
    var host = "127.0.0.1"

    @Option(help: "The SQLite file; created and seeded on first start.")
    var db = "techstacks.sqlite"

    @Option(help: "A postgres:// URL (or a SQLite file path) to use instead of --db; seeded when empty.")
    var database: String?

    @OptionGroup var server: ServerOptions

    func run() async throws {
        try await TechStacksServer.run(
            port: port, host: host, database: TechStacksDatabase(argument: database ?? db),
            logger: server.logger(label: "TechStacks"), configure: server.configure)
    }
}
