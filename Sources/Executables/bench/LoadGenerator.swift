import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// Drives HTTP load at one URL for a number of seconds: `wrk` in its own process when installed (so the load
/// costs the server's process nothing), otherwise AsyncHTTPClient in this process.
struct LoadGenerator: Sendable {
    struct Result {
        let requests: Int
        let requestsPerSecond: Double
    }

    let name: String
    let connections: Int
    private let wrkPath: String?
    /// Whether the load runs in its own process, so this process's CPU time is the server's alone.
    var isExternal: Bool { wrkPath != nil }

    static func detect(connections: Int) -> LoadGenerator {
        if let path = Wrk.path {
            return LoadGenerator(name: "wrk (\(path))", connections: connections, wrkPath: path)
        }
        print("wrk not found (install it with `apt-get install wrk` or scripts/bench-server); using AsyncHTTPClient")
        return LoadGenerator(name: "in-process AsyncHTTPClient", connections: connections, wrkPath: nil)
    }

    /// Sends GETs of `url` with `headers` (name, value) for `seconds`.
    func run(url: String, seconds: Int, headers: [(String, String)] = []) async throws -> Result {
        if let wrkPath { return try runWrk(wrkPath, url: url, seconds: seconds, headers: headers) }
        return try await runInProcess(url: url, seconds: seconds, headers: headers)
    }

    private func runWrk(_ path: String, url: String, seconds: Int, headers: [(String, String)]) throws -> Result {
        let report = try Wrk.run(
            path, url: url, seconds: seconds, connections: connections,
            extraArguments: headers.flatMap { ["-H", "\($0.0): \($0.1)"] })
        guard let rate = Wrk.word(after: "Requests/sec:", in: report).flatMap(Double.init),
            let total = Wrk.word(before: " requests in", in: report).flatMap(Int.init)
        else { throw BenchError.unexpected("unreadable wrk output:\n\(report)") }
        return Result(requests: total, requestsPerSecond: rate)
    }

    private func runInProcess(url: String, seconds: Int, headers: [(String, String)]) async throws -> Result {
        let deadline = ContinuousClock.now + .seconds(seconds)
        let start = ContinuousClock.now
        let total = try await withThrowingTaskGroup(of: Int.self) { group in
            for _ in 0..<connections {
                group.addTask {
                    var count = 0
                    while ContinuousClock.now < deadline {
                        _ = try await Self.fetch(url, headers: headers)
                        count += 1
                    }
                    return count
                }
            }
            return try await group.reduce(0, +)
        }
        return Result(requests: total, requestsPerSecond: Double(total) / (ContinuousClock.now - start).inSeconds)
    }

    /// One GET through `HTTPClient.shared`; the body as text.
    static func fetch(_ url: String, headers: [(String, String)] = []) async throws -> String {
        var request = HTTPClientRequest(url: url)
        for (name, value) in headers { request.headers.add(name: name, value: value) }
        let response = try await HTTPClient.shared.execute(request, timeout: .seconds(30))
        guard response.status == .ok else { throw BenchError.unexpected("\(url): \(response.status)") }
        let body = try await response.body.collect(upTo: 1 << 20)
        return String(buffer: body)
    }
}
