import Logging
import TechStacksServer

/// The server the console talks to: the one at `--base-url`, or an embedded one on a free port.
struct ServerConnection {
    let baseUrl: String
    private let embedded: RunningTechStacksServer?

    /// The embedded server logs at `logLevel` and above on standard error, or nothing when nil: standard output
    /// is the command's answer.
    static func open(baseUrl: String?, logLevel: Logger.Level?) async throws -> ServerConnection {
        if let baseUrl { return ServerConnection(baseUrl: baseUrl, embedded: nil) }
        let server = try await ProgressIndicator.run("Starting the embedded TechStacks server") {
            try await TechStacksServer.start(port: 0, dbPath: nil, logger: EmbeddedServerLog.logger(level: logLevel))
        }
        return ServerConnection(baseUrl: server.baseUrl, embedded: server)
    }

    func close() async {
        await embedded?.stop()
    }
}
