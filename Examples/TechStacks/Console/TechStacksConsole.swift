import ArgumentParser
import Foundation
import Logging
import ServiceStack

/// `swift run techstacks <command>`: browse a TechStacks API from the terminal.
@main
struct TechStacksConsole: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "techstacks",
        abstract: "Browse a TechStacks API (techstacks.io's shape) with typed DTOs.",
        discussion: """
            Without --base-url, an embedded TechStacks server is started on a free port.

            \(ConsoleExamples.section("overview", "tech swift --base-url http://127.0.0.1:5050/"))
            """,
        subcommands: [
            OverviewCommand.self, TechCommand.self, StackCommand.self, SearchCommand.self, LogoCommand.self,
            LoginCommand.self, LogoutCommand.self, AddCommand.self, EditCommand.self, DeleteCommand.self,
            WatchCommand.self,
        ])
}

/// Options every command takes.
struct ConnectionOptions: ParsableArguments {
    @Option(help: "A TechStacks server's base URL, e.g. http://127.0.0.1:5050/ (default: start one in-process).")
    var baseUrl: String?

    @Option(
        help: """
            Log the embedded server at this level and above on standard error: trace, debug, info, notice, warning, \
            error or critical (default: it logs nothing).
            """,
        transform: EmbeddedServerLog.level(named:))
    var logLevel: Logging.Logger.Level?

    /// Opens the connection, runs `body` on the main actor with the app model, and reports failures readably.
    func run(_ body: @MainActor (ConsoleSession) async throws -> Void) async throws {
        let connection: ServerConnection
        do {
            connection = try await ServerConnection.open(baseUrl: baseUrl, logLevel: logLevel)
        } catch {
            throw ValidationFailure("could not start the embedded server: \(ConsoleError.message(for: error))")
        }
        do {
            try await ConsoleSession.run(baseUrl: connection.baseUrl, body)
        } catch let failure as ApiFailure {
            await connection.close()
            throw failure
        } catch {
            await connection.close()
            throw ValidationFailure(ConsoleError.message(for: error))
        }
        await connection.close()
    }
}

/// A one-line failure printed as `Error: ...` with exit code 1; control characters (from server messages) are
/// escaped.
struct ValidationFailure: Error, CustomStringConvertible {
    let description: String
    init(_ description: String) { self.description = TerminalText.escaped(description, keepingLineFeeds: false) }
}
