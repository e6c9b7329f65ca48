import Foundation
import ServiceStack
import ServiceStackWire

/// Sends a small request every `interval` seconds on a thread of its own and keeps the longest wait, so a
/// request that blocks the paths serving others shows as a stalled probe.
final class StallProbe: Sendable {
    struct Stall: Sendable {
        var seconds: Double
        /// What the campaign was doing when the probe went out.
        var during: String
    }

    private struct State {
        var running = true
        var during = ""
        var worst: Stall?
        var sent = 0
    }

    private let state = Locked(State())
    private let request: FuzzCase
    private let port: Int
    private let timeout: Double

    init(request: FuzzCase, port: Int, timeout: Double, interval: Double) {
        self.request = request
        self.port = port
        self.timeout = timeout
        Thread.detachNewThread { [self] in
            while state.current.running {
                probeOnce()
                Thread.sleep(forTimeInterval: interval)
            }
        }
    }

    /// Names what runs from now on, for the report.
    func now(_ during: String) {
        state.withLock { $0.during = during }
    }

    /// The longest wait since the last call, and resets it.
    func takeWorst() -> Stall? {
        state.withLock { state in
            defer { state.worst = nil }
            return state.worst
        }
    }

    var probesSent: Int { state.current.sent }

    func stop() {
        state.withLock { $0.running = false }
    }

    private func probeOnce() {
        let during = state.current.during
        let started = Date()
        _ = RawHTTPClient.exchange(request.httpBytes(), port: port, timeout: timeout)
        let waited = Date().timeIntervalSince(started)
        state.withLock { state in
            state.sent += 1
            if waited > (state.worst?.seconds ?? 0) { state.worst = Stall(seconds: waited, during: during) }
        }
    }
}
