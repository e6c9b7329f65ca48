import Foundation
import Logging

/// A logger that keeps every message logged through it, for tests of what a component logs (or must not log).
public final class RecordedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [String] = []

    /// An empty log.
    public init() {}

    /// The messages logged so far, oldest first.
    public var messages: [String] {
        lock.withLock { recorded }
    }

    /// A logger labelled `label` that records into this log, at every level.
    public func logger(label: String = "RecordedLog") -> Logger {
        Logger(label: label) { _ in Handler(log: self) }
    }

    private func record(_ message: String) {
        lock.withLock { recorded.append(message) }
    }

    private struct Handler: LogHandler {
        let log: RecordedLog
        var metadata: Logger.Metadata = [:]
        var logLevel: Logger.Level = .trace

        subscript(metadataKey key: String) -> Logger.Metadata.Value? {
            get { metadata[key] }
            set { metadata[key] = newValue }
        }

        func log(event: LogEvent) {
            log.record(event.message.description)
        }
    }
}
