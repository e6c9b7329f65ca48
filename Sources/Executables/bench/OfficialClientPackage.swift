import Foundation

/// The scratch package `bench client --official-client PATH` builds: an executable that makes the bench's typed
/// `Hello` call with ServiceStack.Swift's own `JsonServiceClient`, taken from the checkout at PATH. (That module is
/// also named `ServiceStack`, so it cannot be linked into the bench itself.)
enum OfficialClientPackage {
    /// `Package.swift` of the scratch package, depending on the checkout at `checkout` (identity `identity`).
    static func manifest(checkout: String, identity: String) -> String {
        """
        // swift-tools-version: 6.0
        import PackageDescription

        let package = Package(
            name: "official-client-bench",
            dependencies: [.package(path: \(swiftLiteral(checkout)))],
            targets: [
                .executableTarget(
                    name: "official-client-bench",
                    dependencies: [.product(name: "ServiceStack", package: \(swiftLiteral(identity)))])
            ]
        )

        """
    }

    /// `main.swift`: `--url U --calls N --concurrency C` prints `sequential R` and `concurrent R` (calls per second
    /// for N/8 calls one at a time, then N calls C at a time) on standard error, after a warm-up; `--url U
    /// --operations N [--concurrency C]` makes N calls (one at a time unless C is given) and nothing else, for
    /// callgrind. Standard output is the official client's own (it prints every request).
    static let main = """
        import Foundation
        import ServiceStack
        #if canImport(FoundationNetworking)
            import FoundationNetworking
        #endif

        final class Hello: IReturn, Codable {
            typealias Return = HelloResponse
            var name: String?
            var title: String?
            init() {}
        }

        final class HelloResponse: Codable {
            var result: String?
            init() {}
        }

        struct Failure: Error { let reason: String }

        func option(_ name: String) -> Int? {
            let arguments = CommandLine.arguments
            guard let index = arguments.firstIndex(of: name), index + 1 < arguments.count else { return nil }
            return Int(arguments[index + 1])
        }

        func callHello(_ client: JsonServiceClient) async throws {
            let request = Hello()
            request.name = "bench"
            let response = try await client.postAsync(request)
            guard response.result == "Hello, bench!" else { throw Failure(reason: response.result ?? "nil") }
        }

        func throughput(_ client: JsonServiceClient, count: Int, concurrency: Int) async throws -> Double {
            let start = ContinuousClock.now
            try await withThrowingTaskGroup(of: Void.self) { group in
                for worker in 0..<concurrency {
                    let share = count / concurrency + (worker < count % concurrency ? 1 : 0)
                    group.addTask { for _ in 0..<share { try await callHello(client) } }
                }
                try await group.waitForAll()
            }
            let elapsed = (ContinuousClock.now - start).components
            return Double(count) / (Double(elapsed.seconds) + Double(elapsed.attoseconds) / 1e18)
        }

        func run() async throws {
            guard let index = CommandLine.arguments.firstIndex(of: "--url"), index + 1 < CommandLine.arguments.count
            else { throw Failure(reason: "--url is required") }
            let client = JsonServiceClient(baseUrl: CommandLine.arguments[index + 1])
            if let operations = option("--operations") {
                _ = try await throughput(client, count: operations, concurrency: option("--concurrency") ?? 1)
                return
            }
            let calls = option("--calls") ?? 8_000
            let concurrency = option("--concurrency") ?? 32
            _ = try await throughput(client, count: 200, concurrency: 4)
            let sequential = try await throughput(client, count: max(1, calls / 8), concurrency: 1)
            let concurrent = try await throughput(client, count: calls, concurrency: concurrency)
            FileHandle.standardError.write(Data("sequential \\(sequential)\\nconcurrent \\(concurrent)\\n".utf8))
        }

        // A synchronous main: an async one parks the main thread in dispatch_main, which valgrind 3.19 cannot run.
        final class Outcome: @unchecked Sendable { var error: (any Error)? }
        let outcome = Outcome()
        let finished = DispatchSemaphore(value: 0)
        Task.detached {
            do { try await run() } catch { outcome.error = error }
            finished.signal()
        }
        finished.wait()
        if let error = outcome.error {
            FileHandle.standardError.write(Data("\\(error)\\n".utf8))
            exit(1)
        }

        """

    /// `text` as a Swift string literal.
    static func swiftLiteral(_ text: String) -> String {
        "\"" + text.replacingOccurrences(of: "\\", with: "\\\\").replacingOccurrences(of: "\"", with: "\\\"") + "\""
    }
}
