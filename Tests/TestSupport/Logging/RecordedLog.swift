import Foundation
import Logging

/// A logger that keeps every message logged through it, for tests of what a component logs (or must not log).
public final class RecordedLog: @unchecked Sendable {
    private let lock = NSLock()
    private var recorded: [(level: Logger.Level, message: String, metadata: Logger.Metadata)] = []

    /// An empty log.
    public init() {}

    /// The messages logged so far, oldest first.
    public var messages: [String] {
        lock.withLock { recorded.map(\.message) }
    }

    /// The messages logged at `warning` or above so far, oldest first.
    public var warnings: [String] {
        lock.withLock { recorded.filter { $0.level >= .warning }.map(\.message) }
    }

    /// The messages logged so far with their metadata, each as `message key=value…` (keys sorted).
    public var entries: [String] {
        lock.withLock {
            recorded.map { entry in
                let pairs = entry.metadata.sorted { $0.key < $1.key }.map { "\($0.key)=\($0.value)" }
                return ([entry.message] + pairs).joined(separator: " ")
            }
        }
    }

    /// A logger labelled `label` at `trace` that records into this log.
    public func logger(label: String = "RecordedLog") -> Logger {
        var logger = Logger(label: label) { _ in Handler(log: self) }
        logger.logLevel = .trace
        return logger
    }

    private func record(_ level: Logger.Level, _ message: String, _ metadata: Logger.Metadata) {
        lock.withLock { recorded.append((level, message, metadata)) }
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
            log.record(event.level, event.message.description, metadata.merging(event.metadata ?? [:]) { $1 })
        }
    }
}
