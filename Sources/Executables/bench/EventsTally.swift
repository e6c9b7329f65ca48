import Foundation
import ServiceStack
import ServiceStackWire

/// What a set of raw subscribers received during one measurement: how many are connected, how far every one of
/// them has got through the numbered bench messages, when the last of them got the last message, and (when asked)
/// each delivery's latency.
final class DeliveryTally: Sendable {
    private struct State {
        var connected = 0
        var closed = 0
        /// `reachedBy[k]`: how many subscribers have received message `k` (and every one before it).
        var reachedBy: [Int]
        /// The highest message every subscriber has received.
        var allReached = 0
        var completedAt: ContinuousClock.Instant?
        var outOfOrder = 0
        var reads = 0
        var latencyNanoseconds: [UInt64] = []
    }

    let subscribers: Int
    let messages: Int
    let recordsLatency: Bool
    private let state: Locked<State>

    init(subscribers: Int, messages: Int, recordsLatency: Bool = false) {
        self.subscribers = subscribers
        self.messages = messages
        self.recordsLatency = recordsLatency
        var initial = State(reachedBy: Array(repeating: 0, count: messages + 2))
        if recordsLatency { initial.latencyNanoseconds.reserveCapacity(subscribers * messages) }
        state = Locked(initial)
    }

    /// A subscriber saw its first frame.
    func subscriberConnected() {
        state.withLock { $0.connected += 1 }
    }

    /// A subscriber read from its socket.
    func subscriberRead() {
        state.withLock { $0.reads += 1 }
    }

    /// A subscriber's connection closed.
    func subscriberClosed() {
        state.withLock { $0.closed += 1 }
    }

    /// A subscriber received bench message `number`, its `count`-th; `sentAt` is the publisher's monotonic clock.
    func delivered(number: Int, count: Int, sentAt: UInt64, receivedAt: UInt64) {
        state.withLock { state in
            if number != count { state.outOfOrder += 1 }
            guard count < state.reachedBy.count else { return }
            state.reachedBy[count] += 1
            if recordsLatency { state.latencyNanoseconds.append(receivedAt &- sentAt) }
            guard state.reachedBy[count] == subscribers else { return }
            while state.allReached + 1 < state.reachedBy.count, state.reachedBy[state.allReached + 1] == subscribers {
                state.allReached += 1
            }
            if state.allReached >= messages, state.completedAt == nil { state.completedAt = ContinuousClock.now }
        }
    }

    var connected: Int { state.withLock { $0.connected } }
    var closed: Int { state.withLock { $0.closed } }
    var allReached: Int { state.withLock { $0.allReached } }
    var completedAt: ContinuousClock.Instant? { state.withLock { $0.completedAt } }
    var outOfOrder: Int { state.withLock { $0.outOfOrder } }
    /// Socket reads of every subscriber so far: fewer than deliveries when the server sends several frames at once.
    var reads: Int { state.withLock { $0.reads } }
    var deliveries: Int { state.withLock { $0.reachedBy.dropFirst().reduce(0, +) } }

    /// The latencies in milliseconds, sorted.
    var sortedLatencies: [Double] {
        state.withLock { $0.latencyNanoseconds }.sorted().map { Double($0) / 1e6 }
    }

    /// Waits until every subscriber has received message `number`; throws when one closed or `timeout` passed.
    func waitUntilAll(reached number: Int, timeout: Duration = .seconds(60)) async throws {
        try await poll(timeout: timeout, what: "all \(subscribers) subscribers to receive message \(number)") {
            $0.allReached >= number
        }
    }

    /// Waits until every subscriber has seen its first frame.
    func waitUntilConnected(_ count: Int, timeout: Duration = .seconds(60)) async throws {
        try await poll(timeout: timeout, what: "\(count) subscribers to connect") { $0.connected >= count }
    }

    private func poll(timeout: Duration, what: String, until done: (DeliveryTally) -> Bool) async throws {
        let deadline = ContinuousClock.now + timeout
        while !done(self) {
            let closed = self.closed
            if closed > 0 { throw BenchError.unexpected("\(closed) subscribers were disconnected waiting for \(what)") }
            if ContinuousClock.now > deadline { throw BenchError.unexpected("timed out waiting for \(what)") }
            try await Task.sleep(for: .microseconds(200))
        }
    }
}

/// A monotonic clock in nanoseconds, comparable between the publisher and the subscribers of one process.
enum MonotonicClock {
    static var nanoseconds: UInt64 { DispatchTime.now().uptimeNanoseconds }
}
