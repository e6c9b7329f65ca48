import Foundation
import ServiceStackWire

/// The severity of a `Log` message.
public enum LogLevel: String, Sendable {
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Details for finding problems.
    case Debug
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Normal events.
    case Info
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// Something unexpected that the library recovered from.
    case Warn
    // swift-format-ignore: AlwaysUseLowerCamelCase
    /// A failure.
    case Error
}

/// Receives the messages `Log` lets through; subclass it and override `log(_:_:error:)` to route them elsewhere.
open class Logger: @unchecked Sendable {
    /// Creates a logger that drops every message.
    public init() {}

    /// Writes one message. The base logger drops it.
    open func log(_ level: LogLevel, _ msg: String, error: (any Error)? = nil) {}
}

/// Prints each message as `Level: message`.
public class ConsoleLogger: Logger, @unchecked Sendable {
    /// Creates a logger that prints to standard output.
    override public init() {}

    override public func log(_ level: LogLevel, _ msg: String, error: (any Error)? = nil) {
        Swift.print("\(level): \(msg)")
    }
}

/// The library's log: messages at the `levels` it keeps go to `logger`.
public class Log {
    private struct Settings {
        var levels: [LogLevel] = [.Warn, .Error]
        var logger: Logger = ConsoleLogger()
    }
    private static let settings = Locked(Settings())

    /// The levels that are written; warnings and errors by default.
    public static var levels: [LogLevel] {
        get { settings.current.levels }
        set { settings.withLock { $0.levels = newValue } }
    }

    /// Where messages go; a `ConsoleLogger` by default.
    public static var logger: Logger {
        get { settings.current.logger }
        set { settings.withLock { $0.logger = newValue } }
    }

    /// Logs `msg` at `Debug` level.
    public static func debug(_ msg: String) { write(.Debug, msg, nil) }
    /// Logs `msg` at `Info` level.
    public static func info(_ msg: String) { write(.Info, msg, nil) }
    /// Logs `msg` at `Warn` level.
    public static func warn(_ msg: String) { write(.Warn, msg, nil) }
    /// Logs `msg` at `Error` level.
    public static func error(_ msg: String) { write(.Error, msg, nil) }
    /// Logs `msg` and the `error` it is about at `Error` level.
    public static func error(_ msg: String, error: any Error) { write(.Error, msg, error) }

    private static func write(_ level: LogLevel, _ msg: String, _ error: (any Error)?) {
        let current = settings.current
        guard current.levels.contains(level) else { return }
        current.logger.log(level, msg, error: error)
    }
}
