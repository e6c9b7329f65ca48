import ArgumentParser
import Hummingbird
import Logging

/// The options every server command takes: how much it logs, and whether it serves request metrics.
public struct ServerOptions: ParsableArguments {
    /// The least severe level logged (`--log-level`); `info` by default, `debug` also logs every request.
    @Option(
        help: "The least severe log level written: trace, debug, info, notice, warning, error or critical.",
        transform: ServerOptions.level(named:))
    public var logLevel: Logger.Level = .info

    /// Whether to record request metrics and serve them at `GET /metrics` (`--metrics`).
    @Flag(help: "Records request metrics and serves them at GET /metrics in Prometheus' text format.")
    public var metrics = false

    /// Options as parsed from the command line.
    public init() {}

    /// A logger labelled `label` that writes `--log-level` and above.
    public func logger(label: String) -> Logger {
        var logger = Logger(label: label)
        logger.logLevel = logLevel
        return logger
    }

    /// Adds to a server's router what the options ask for: every request logged at `debug`, and with `--metrics`
    /// request metrics and `/metrics` (see `PrometheusEndpoint`). Call it once per process.
    public func configure(_ router: Router<BasicRequestContext>) {
        router.add(middleware: LogRequestsMiddleware(.debug))
        if metrics { PrometheusEndpoint.install(on: router) }
    }

    private static func level(named name: String) throws -> Logger.Level {
        guard let level = Logger.Level(rawValue: name.lowercased()) else {
            let names = Logger.Level.allCases.map(\.rawValue).joined(separator: ", ")
            throw ValidationError("Unknown log level '\(name)'; use one of \(names).")
        }
        return level
    }
}
