import Foundation
import TestSupport

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a streaming handler did, as the test sees it: bytes whose write returned, and how the handler ended.
final class StreamProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var written = 0
    private var ending: String?

    var bytesWritten: Int { lock.withLock { written } }
    /// `finished`, `failed: …`, or nil while the handler runs.
    var outcome: String? { lock.withLock { ending } }

    func wrote(_ count: Int) { lock.withLock { written += count } }
    func end(_ outcome: String) { lock.withLock { ending = outcome } }

    /// Runs a handler's writing and records how it ended: `finished`, or `failed: …` (the error is rethrown).
    func recordOutcome(of writing: () async throws -> Void) async throws {
        do {
            try await writing()
            end("finished")
        } catch {
            end("failed: \(error)")
            throw error
        }
    }

    /// Waits (up to about `seconds`) until the handler has ended, and returns how.
    func waitForOutcome(seconds: Int = 30) async throws -> String? {
        for _ in 0..<(seconds * 20) {
            if let outcome { return outcome }
            try await Task.sleep(for: .milliseconds(50))
        }
        return outcome
    }

    /// Waits until the written count has stayed the same for a second (or about `seconds` pass), and returns it.
    func waitUntilWritingStalls(seconds: Int = 60) async throws -> Int {
        var last = -1
        var unchangedPolls = 0
        for _ in 0..<(seconds * 20) {
            let now = bytesWritten
            unchangedPolls = now == last && now > 0 ? unchangedPolls + 1 : 0
            if unchangedPolls >= 20 { break }
            last = now
            try await Task.sleep(for: .milliseconds(50))
        }
        return bytesWritten
    }
}

/// A GET request for `path` as a client sends it over a raw socket.
func rawGet(_ path: String) -> String {
    "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
}

extension HeldConnection {
    /// Reads (on a thread of its own) until what arrived contains `text`, the server closes, or 30 s pass quietly.
    func receive(until text: String) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(returning: blockingRead(seconds: 30) { $0.contains(text) }.text)
            }
        }
    }
}
