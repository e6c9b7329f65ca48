import Foundation

/// The `wrk` load generator, when installed: where it is, one run, and reading its report.
enum Wrk {
    static let path: String? = ["/usr/bin/wrk", "/usr/local/bin/wrk", "/opt/homebrew/bin/wrk"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Runs `wrk` at `url` (2 threads) and returns its report; a report of non-2xx answers is an error.
    static func run(_ path: String, url: String, seconds: Int, connections: Int, extraArguments: [String] = [])
        throws -> String
    {
        let process = Process()
        process.executableURL = URL(fileURLWithPath: path)
        process.arguments = ["-t2", "-c\(connections)", "-d\(seconds)s"] + extraArguments + [url]
        let output = Pipe()
        process.standardOutput = output
        try process.run()
        let data = output.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        let report = String(decoding: data, as: UTF8.self)
        if report.contains("Non-2xx") { throw BenchError.unexpected("wrk saw errors:\n\(report)") }
        return report
    }

    /// The word right after `label` in `report`.
    static func word(after label: String, in report: String) -> String? {
        guard let range = report.range(of: label) else { return nil }
        return report[range.upperBound...].split(whereSeparator: \.isWhitespace).first.map(String.init)
    }

    /// The word right before `label` in `report`.
    static func word(before label: String, in report: String) -> String? {
        guard let range = report.range(of: label) else { return nil }
        return report[..<range.lowerBound].split(whereSeparator: \.isWhitespace).last.map(String.init)
    }
}
