import Logging

/// The pool's background log, with one warning made quiet: postgres-nio warns when a connection is leased before
/// `PostgresClient.run()` has set its running flag, and ``PostgresPool/run()`` lets waiting statements go a moment
/// before it calls `run()`. Once the pool's `run()` has begun, that warning is logged at debug level; a lease from a
/// pool that is never run still warns.
struct PoolStartLogHandler: LogHandler {
    static let notRunYetWarning = "hasn't been called yet"

    var upstream: Logger
    let hasRunBegun: @Sendable () -> Bool

    var metadata: Logger.Metadata {
        get { upstream.handler.metadata }
        set { upstream.handler.metadata = newValue }
    }

    var logLevel: Logger.Level {
        get { upstream.logLevel }
        set { upstream.logLevel = newValue }
    }

    subscript(metadataKey key: String) -> Logger.Metadata.Value? {
        get { upstream[metadataKey: key] }
        set { upstream[metadataKey: key] = newValue }
    }

    var metadataProvider: Logger.MetadataProvider? {
        get { upstream.handler.metadataProvider }
        set { upstream.handler.metadataProvider = newValue }
    }

    func log(event: LogEvent) {
        var event = event
        if event.level == .warning, event.message.description.contains(Self.notRunYetWarning), hasRunBegun() {
            event.level = .debug
        }
        guard event.level >= upstream.logLevel else { return }
        upstream.handler.log(event: event)
    }
}
