import TechStacksServer

/// The server the console talks to: the one at `--base-url`, or an embedded one on a free port.
struct ServerConnection {
    let baseUrl: String
    private let embedded: RunningTechStacksServer?

    static func open(baseUrl: String?) async throws -> ServerConnection {
        if let baseUrl { return ServerConnection(baseUrl: baseUrl, embedded: nil) }
        let server = try await ProgressIndicator.run("Starting the embedded TechStacks server") {
            try await TechStacksServer.start(port: 0, dbPath: nil)
        }
        return ServerConnection(baseUrl: server.baseUrl, embedded: server)
    }

    func close() async {
        await embedded?.stop()
    }
}
