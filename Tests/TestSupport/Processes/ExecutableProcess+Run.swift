import Foundation

extension ExecutableProcess {
    /// Runs `executable` with `arguments` to its end, its standard input closed, and returns how it ended; throws
    /// (and stops it) when it is still running after `seconds`.
    public static func run(
        _ executable: URL, arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil,
        errors: ErrorOutput = .separate, within seconds: Double = 600
    ) async throws -> Exit {
        let process = try ExecutableProcess(
            executable: executable, arguments: arguments, environment: environment,
            currentDirectory: currentDirectory, errors: errors)
        process.endInput()
        return try await process.exit(within: seconds)
    }

    /// Runs the executable `name` of this package (see `BuiltExecutable`) to its end, as `run(_:arguments:…)`.
    public static func run(
        _ name: String, arguments: [String], environment: [String: String] = [:], currentDirectory: URL? = nil,
        errors: ErrorOutput = .separate, within seconds: Double = 600
    ) async throws -> Exit {
        try await run(
            BuiltExecutable.url(name), arguments: arguments, environment: environment,
            currentDirectory: currentDirectory, errors: errors, within: seconds)
    }

}
