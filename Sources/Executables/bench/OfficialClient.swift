import Foundation

/// ServiceStack.Swift's own client, from a checkout the user names (`bench client --official-client PATH`), run as
/// a child process: the bench writes a scratch package that depends on the checkout, builds it in release once, and
/// runs its executable for each round against the bench's server.
struct OfficialClient {
    /// The built executable.
    let executable: URL

    /// Writes the scratch package (in a cache directory inside the bench's `.build`, else under the temporary
    /// directory; never in the checkout) and builds it in release.
    static func build(checkout path: String) throws -> OfficialClient {
        let checkout = URL(fileURLWithPath: path).standardizedFileURL
        guard FileManager.default.fileExists(atPath: checkout.appendingPathComponent("Package.swift").path) else {
            throw BenchError.unexpected("--official-client \(path): no Package.swift there")
        }
        let directory = scratchDirectory()
        let sources = directory.appendingPathComponent("Sources/official-client-bench")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        try writeIfChanged(
            OfficialClientPackage.manifest(checkout: checkout.path, identity: checkout.lastPathComponent),
            to: directory.appendingPathComponent("Package.swift"))
        try writeIfChanged(OfficialClientPackage.main, to: sources.appendingPathComponent("main.swift"))
        print("building the official client from \(checkout.path) in \(directory.path)")
        let build = try run(
            swift(), ["build", "-c", "release", "--package-path", directory.path], output: .standardError)
        guard build == 0 else { throw BenchError.unexpected("building the official client failed (exit \(build))") }
        let executable = directory.appendingPathComponent(".build/release/official-client-bench")
        guard FileManager.default.isExecutableFile(atPath: executable.path) else {
            throw BenchError.unexpected("no executable at \(executable.path) after the build")
        }
        return OfficialClient(executable: executable)
    }

    /// One round: calls per second one at a time (`calls / 8` calls) and `concurrency` at a time (`calls` calls).
    func measure(url: String, calls: Int, concurrency: Int) throws -> (sequential: Double, concurrent: Double) {
        let pipe = Pipe()
        let process = Process()
        process.executableURL = executable
        process.arguments = ["--url", url, "--calls", "\(calls)", "--concurrency", "\(concurrency)"]
        process.standardOutput = FileHandle.nullDevice
        process.standardError = pipe
        try process.run()
        let output = String(decoding: pipe.fileHandleForReading.readDataToEndOfFile(), as: UTF8.self)
        process.waitUntilExit()
        var rates: [String: Double] = [:]
        for line in output.split(separator: "\n") {
            let parts = line.split(separator: " ")
            if parts.count == 2, let rate = Double(parts[1]) { rates[String(parts[0])] = rate }
        }
        guard process.terminationStatus == 0, let sequential = rates["sequential"],
            let concurrent = rates["concurrent"]
        else {
            throw BenchError.unexpected("the official client failed (exit \(process.terminationStatus)): \(output)")
        }
        return (sequential, concurrent)
    }

    /// `.build/official-client-bench` of the `.build` this bench runs from, else a directory under the temporary
    /// directory.
    private static func scratchDirectory() -> URL {
        var directory = (Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
            .resolvingSymlinksInPath().deletingLastPathComponent()
        while directory.path != "/" {
            if directory.lastPathComponent == ".build" {
                return directory.appendingPathComponent("official-client-bench")
            }
            directory.deleteLastPathComponent()
        }
        return FileManager.default.temporaryDirectory.appendingPathComponent("servicestack-official-client-bench")
    }

    private static func writeIfChanged(_ text: String, to file: URL) throws {
        if let existing = try? String(contentsOf: file, encoding: .utf8), existing == text { return }
        try text.write(to: file, atomically: true, encoding: .utf8)
    }

    private static func swift() -> URL {
        let path = ProcessInfo.processInfo.environment["PATH"] ?? "/usr/bin"
        for directory in path.split(separator: ":") {
            let candidate = URL(fileURLWithPath: String(directory)).appendingPathComponent("swift")
            if FileManager.default.isExecutableFile(atPath: candidate.path) { return candidate }
        }
        return URL(fileURLWithPath: "/usr/bin/swift")
    }

    private static func run(_ executable: URL, _ arguments: [String], output: FileHandle) throws -> Int32 {
        let process = Process()
        process.executableURL = executable
        process.arguments = arguments
        process.standardOutput = output
        process.standardError = output
        try process.run()
        process.waitUntilExit()
        return process.terminationStatus
    }
}
