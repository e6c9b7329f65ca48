import ArgumentParser
import ServerCommandSupport
import TestServices

/// Hosts the test services until interrupted.
@main
struct TestServerCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "test-server", abstract: "Hosts the ServiceStack test services on 127.0.0.1.")

    @Option(name: .long, help: "Port to listen on (0 picks a free port).")
    var port: Int = 5000

    @Option(name: .long, help: "Access token lifetime in seconds.")
    var accessTokenLifetime: Double = 3600

    @OptionGroup var server: ServerOptions

    func run() async throws {
        let host = try await makeTestHost(
            accessTokenLifetime: accessTokenLifetime, logger: server.logger(label: "TestServices"))
        try await host.run(port: port, configure: server.configure)
    }
}
