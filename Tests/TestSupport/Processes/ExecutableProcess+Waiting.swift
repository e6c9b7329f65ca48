import Foundation

extension ExecutableProcess {
    /// How a process ended, and all it wrote.
    public struct Exit: Sendable, CustomStringConvertible {
        /// The exit status, or the number of the signal that killed it.
        public let status: Int32
        /// Whether a signal killed it.
        public let wasKilled: Bool
        /// Its standard output (and standard error, when merged).
        public let output: String
        /// Its standard error, when kept separate.
        public let errorOutput: String

        /// Whether it exited with status 0.
        public var succeeded: Bool { !wasKilled && status == 0 }

        public var description: String {
            "\(wasKilled ? "killed by signal" : "exit status") \(status)\nstdout:\n\(output)\nstderr:\n\(errorOutput)"
        }
    }

    /// Waits until standard output or error (`inErrors`) matches the regular expression `pattern`, for at most
    /// `seconds`; returns the match. Gives up early when the process has exited and closed that output.
    public func waitFor(_ pattern: String, inErrors: Bool = false, seconds: Int = 60) async throws -> String {
        await waitUntil(seconds: Double(seconds)) { process in
            process.match(pattern, inErrors: inErrors) != nil
                || (process.exited && (inErrors ? process.errorEnded : process.outputEnded))
        }
        if let found = lock.withLock({ match(pattern, inErrors: inErrors) }) { return found }
        throw Failure(
            description: "no match for \(pattern) (\(process.isRunning ? "still running" : "exited"));\n"
                + "stdout:\n\(output)\nstderr:\n\(errorOutput)")
    }

    /// The base URL a server logged it listens on (`… listening on http://host:port/`), once it has.
    public func listeningUrl(seconds: Int = 60) async throws -> String {
        let line = try await waitFor(#"listening on http://\S+/"#, inErrors: true, seconds: seconds)
        return String(line.dropFirst("listening on ".count))
    }

    /// Waits until the process has exited and closed its output, for at most `seconds`; throws (and stops it) when
    /// it is still running then.
    public func exit(within seconds: Double = 600) async throws -> Exit {
        await waitUntil(seconds: seconds) { $0.hasEnded }
        return try ended(within: seconds)
    }

    /// `exit(within:)` for callers that cannot suspend: blocks the calling thread, so never call it on Swift's
    /// cooperative pool.
    public func exitBlocking(within seconds: Double = 600) throws -> Exit {
        let woken = DispatchSemaphore(value: 0)
        startWaiting(seconds: seconds, until: { $0.hasEnded }, wake: { woken.signal() })
        woken.wait()
        return try ended(within: seconds)
    }

    private var hasEnded: Bool { exited && outputEnded && errorEnded }

    private func ended(within seconds: Double) throws -> Exit {
        guard lock.withLock({ hasEnded }) else {
            stop()
            throw Failure(description: "still running after \(seconds) s;\nstdout:\n\(output)\nstderr:\n\(errorOutput)")
        }
        return Exit(
            status: process.terminationStatus, wasKilled: process.terminationReason == .uncaughtSignal,
            output: output, errorOutput: errorOutput)
    }

    /// The first match of `pattern` in the output so far; call with `lock` held.
    private func match(_ pattern: String, inErrors: Bool) -> String? {
        let text = String(decoding: inErrors ? errorBytes : outputBytes, as: UTF8.self)
        return text.range(of: pattern, options: .regularExpression).map { String(text[$0]) }
    }

    /// Returns once `isDone` holds (checked with `lock` held, whenever output arrives or the process exits) or
    /// `seconds` have passed, whichever comes first. The bound is a timer off Swift's cooperative pool.
    private func waitUntil(seconds: Double, _ isDone: @escaping @Sendable (ExecutableProcess) -> Bool) async {
        await withCheckedContinuation { (continuation: CheckedContinuation<Void, Never>) in
            startWaiting(seconds: seconds, until: isDone, wake: { continuation.resume() })
        }
    }

    /// Calls `wake` exactly once: when `isDone` holds, or after `seconds`.
    private func startWaiting(
        seconds: Double, until isDone: @escaping @Sendable (ExecutableProcess) -> Bool,
        wake: @escaping @Sendable () -> Void
    ) {
        let id = UUID()
        let alreadyDone: Bool = lock.withLock {
            if isDone(self) { return true }
            waiters[id] = Waiter(isDone: isDone, wake: wake)
            return false
        }
        if alreadyDone { return wake() }
        DispatchQueue.global().asyncAfter(deadline: .now() + seconds) { [weak self] in
            guard let self else { return }
            lock.withLock { waiters.removeValue(forKey: id) }?.wake()
        }
    }
}
