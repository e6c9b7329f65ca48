import Foundation
import Vapor

/// The request of the `Hello` route: `GET /api/Hello?name=…`.
struct Hello: Content {
    var name: String?
}

/// The answer: `{"result":"Hello, name!"}`, as the typed `Hello` service and the raw Hummingbird route give it.
struct HelloResponse: Content {
    var result: String?
}

/// `vapor-hello [--port N]`: serves `GET /api/Hello` on 127.0.0.1 until SIGINT or SIGTERM, then shuts down.
///
/// The main thread waits on a semaphore rather than running an `async` main: that hands it to `dispatch_main`,
/// whose `sigsuspend` valgrind 3.19 crashes on, and `bench server --instructions` runs this under callgrind.
@main
enum VaporHello {
    static func main() {
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do {
                try await serve()
            } catch {
                FileHandle.standardError.write(Data("vapor-hello: \(error)\n".utf8))
                exit(1)
            }
            finished.signal()
        }
        finished.wait()
    }

    private static func serve() async throws {
        let arguments = CommandLine.arguments
        var port = 8080
        if let index = arguments.firstIndex(of: "--port"), index + 1 < arguments.count {
            guard let value = Int(arguments[index + 1]), (0...65_535).contains(value) else {
                throw Abort(.badRequest, reason: "--port needs a port number")
            }
            port = value
        }
        // Vapor reads its own commands from the arguments; the port is ours, so it sees only the default `serve`.
        let environment = Environment(name: "production", arguments: [arguments.first ?? "vapor-hello"])
        let app = try await Application.make(environment)
        app.logger.logLevel = .warning
        app.http.server.configuration.hostname = "127.0.0.1"
        app.http.server.configuration.port = port
        app.get("api", "Hello") { request async throws -> HelloResponse in
            let hello = try request.query.decode(Hello.self)
            return HelloResponse(result: "Hello, \(hello.name ?? "")!")
        }
        do {
            try await app.execute()
        } catch {
            try await app.asyncShutdown()
            throw error
        }
        try await app.asyncShutdown()
    }
}
