import ArgumentParser

extension Bench {
    /// The child process of `bench server`: serves one of its servers until SIGINT or SIGTERM, then shuts down.
    struct ServerHost: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "server-host", abstract: "Serves one server of `bench server` until SIGINT or SIGTERM.",
            shouldDisplay: false)

        @Option(help: "raw (the Hummingbird routes), raw-guarded (the same on the host's HTTP server) or typed.")
        var server = "typed"
        @Option(help: "The port on 127.0.0.1.") var port: Int

        func run() async throws {
            switch server {
            case "raw": try await RawHelloServer.serve(port: port, guarded: false)
            case "raw-guarded": try await RawHelloServer.serve(port: port, guarded: true)
            case "typed": try await ServerBench.serveTyped(port: port)
            default: throw BenchError.unexpected("server-host serves raw, raw-guarded or typed, not \(server)")
            }
        }
    }
}
