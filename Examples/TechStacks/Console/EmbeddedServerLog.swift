import ArgumentParser
import Logging

/// What the embedded server logs: nothing unless `--log-level` asks, and then on standard error.
enum EmbeddedServerLog {
    static func logger(level: Logger.Level?) -> Logger {
        guard let level else { return Logger(label: "TechStacks") { _ in SwiftLogNoOpLogHandler() } }
        var logger = Logger(label: "TechStacks") { StreamLogHandler.standardError(label: $0) }
        logger.logLevel = level
        return logger
    }

    static func level(named name: String) throws -> Logger.Level {
        guard let level = Logger.Level(rawValue: name.lowercased()) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("unknown log level '\(name)'; use one of \(names)")
        }
        return level
    }
}
