import Foundation

#if !canImport(Darwin)
    /// The thread every `ServerEventsClient` of the process runs its connection on (reading the stream, dispatching
    /// messages, sending heartbeats), which also keeps the waits of clients on `ContinuousClock`.
    ///
    /// On Linux, Swift's cooperative pool runs on libdispatch worker threads that end after a few idle seconds, so a
    /// client woken only for its heartbeat (every 10 s by default) started two to four threads for each one. This
    /// thread waits on a condition instead, and starts nothing to wake up.
    final class ServerEventsThread: TaskExecutor, @unchecked Sendable {
        static let shared = ServerEventsThread()

        private typealias Sleeper = UnsafeContinuation<Void, any Error>

        private let condition = NSCondition()
        private var jobs: [UnownedJob] = []
        private let sleepers = DueEntries<UInt64, Sleeper>()
        private var lastSleeperID: UInt64 = 0

        private init() {
            Thread.startDedicated(named: "ss.events") { [self] in run() }
        }

        func enqueue(_ job: consuming ExecutorJob) {
            let job = UnownedJob(job)
            condition.lock()
            jobs.append(job)
            condition.signal()
            condition.unlock()
        }

        /// Waits `duration`, resumed by this thread; throws `CancellationError` when the task is cancelled.
        func sleep(for duration: Duration) async throws {
            let id = nextSleeperID()
            try await withTaskCancellationHandler {
                try await withUnsafeThrowingContinuation { (continuation: UnsafeContinuation<Void, any Error>) in
                    guard !Task.isCancelled else {
                        continuation.resume(throwing: CancellationError())
                        return
                    }
                    add(continuation, due: ContinuousClock.now + duration, id: id)
                }
            } onCancel: {
                removeSleeper(id)?.resume(throwing: CancellationError())
            }
        }

        /// When the last of the waits it keeps ends; nil when it keeps none.
        var lastDue: ContinuousClock.Instant? {
            condition.lock()
            defer { condition.unlock() }
            return sleepers.lastDue
        }

        private func nextSleeperID() -> UInt64 {
            condition.lock()
            defer { condition.unlock() }
            lastSleeperID &+= 1
            return lastSleeperID
        }

        private func add(_ sleeper: Sleeper, due: ContinuousClock.Instant, id: UInt64) {
            condition.lock()
            if sleepers.add(sleeper, due: due, for: id) { condition.signal() }
            condition.unlock()
        }

        private func removeSleeper(_ id: UInt64) -> Sleeper? {
            condition.lock()
            defer { condition.unlock() }
            return sleepers.remove(id)
        }

        private func run() {
            let executor = asUnownedTaskExecutor()
            var batch: [UnownedJob] = []
            while true {
                let woken = waitForWork(into: &batch)
                for continuation in woken { continuation.resume() }
                for job in batch { job.runSynchronously(on: executor) }
                batch.removeAll(keepingCapacity: true)
            }
        }

        /// Sleeps until a job is queued or a sleeper is due; moves the jobs into `batch` and returns the due
        /// sleepers' continuations.
        private func waitForWork(into batch: inout [UnownedJob]) -> [Sleeper] {
            condition.lock()
            defer { condition.unlock() }
            while true {
                let now = ContinuousClock.now
                let due = sleepers.removeDue(at: now)
                if !jobs.isEmpty || !due.isEmpty {
                    swap(&batch, &jobs)
                    return due
                }
                sleepers.wait(on: condition, now: now)
            }
        }
    }
#endif
