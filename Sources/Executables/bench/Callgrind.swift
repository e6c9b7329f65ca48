import Foundation

/// Instruction counts from valgrind's callgrind, which repeat on a busy machine where seconds do not.
///
/// A bench's `--instructions` mode runs this binary again under callgrind with arguments that make one side of
/// its ratio do `--operations N` operations and nothing else, once for `N` and once for `2N`: the difference over
/// `N` is the cost of one operation, with start-up and set-up cancelled out. Child processes the run starts (a
/// server in its own process) are not counted.
enum Callgrind {
    static let path: String? = ["/usr/bin/valgrind", "/usr/local/bin/valgrind", "/opt/homebrew/bin/valgrind"].first {
        FileManager.default.isExecutableFile(atPath: $0)
    }

    /// Instructions one operation of `arguments` costs; `arguments` are `executable`'s (by default this bench's
    /// own), without `--operations`.
    static func instructionsPerOperation(_ arguments: [String], operations: Int, executable: URL? = nil) throws
        -> Double
    {
        let once = try totalInstructions(arguments + ["--operations", "\(operations)"], executable: executable)
        let twice = try totalInstructions(arguments + ["--operations", "\(2 * operations)"], executable: executable)
        return Double(twice - once) / Double(max(1, operations))
    }

    /// The `name: instructions per operation  ratio` lines of `rows`, each ratio against the first row.
    static func report(_ rows: [(name: String, instructions: Double)]) -> String {
        guard let baseline = rows.first?.instructions, baseline > 0 else { return "" }
        let width = rows.map(\.name.count).max() ?? 0
        return rows.map { row in
            let name = row.name.padding(toLength: width, withPad: " ", startingAt: 0)
            return String(
                format: "%@  %12.0f instructions/op  %5.2f× the baseline's", name, row.instructions,
                row.instructions / baseline)
        }.joined(separator: "\n")
    }

    /// Every instruction `executable` (by default this binary) runs with `arguments`, all threads together.
    static func totalInstructions(_ arguments: [String], executable: URL? = nil) throws -> Int {
        guard let valgrind = path else {
            throw BenchError.unexpected("--instructions needs valgrind (apt-get install valgrind)")
        }
        let output = FileManager.default.temporaryDirectory.appendingPathComponent("callgrind-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: output) }
        let process = Process()
        process.executableURL = URL(fileURLWithPath: valgrind)
        let binary = try withoutDebugInfo(
            executable ?? Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0]))
        defer { try? FileManager.default.removeItem(at: binary) }
        process.arguments = ["--tool=callgrind", "--callgrind-out-file=\(output.path)", binary.path] + arguments
        process.standardOutput = FileHandle.nullDevice
        process.standardError = FileHandle.nullDevice
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError.unexpected("callgrind run of \(arguments) exited with \(process.terminationStatus)")
        }
        return try summary(of: output, describing: "\(arguments)")
    }

    /// The instruction total of the callgrind profile at `profile`.
    static func summary(of profile: URL, describing run: String) throws -> Int {
        let text = try String(contentsOf: profile, encoding: .utf8)
        guard
            let line = text.split(separator: "\n").first(where: { $0.hasPrefix("summary:") }),
            let total = line.split(separator: " ").last.flatMap({ Int($0) })
        else { throw BenchError.unexpected("no summary line in callgrind's profile of \(run)") }
        return total
    }

    /// A copy of `binary` without its debug information, in the temporary directory: valgrind 3.19 (Debian 12's)
    /// gives up on the DWARF 5 that Swift 6 writes. The symbol table stays, so profiles keep function names.
    static func withoutDebugInfo(_ binary: URL) throws -> URL {
        guard
            let objcopy = ["/usr/bin/objcopy", "/usr/local/bin/objcopy"].first(where: {
                FileManager.default.isExecutableFile(atPath: $0)
            })
        else { throw BenchError.unexpected("--instructions needs objcopy (apt-get install binutils)") }
        let copy = FileManager.default.temporaryDirectory.appendingPathComponent(
            "\(binary.lastPathComponent)-\(UUID().uuidString)")
        let process = Process()
        process.executableURL = URL(fileURLWithPath: objcopy)
        process.arguments = ["--strip-debug", binary.path, copy.path]
        try process.run()
        process.waitUntilExit()
        guard process.terminationStatus == 0 else {
            throw BenchError.unexpected("objcopy --strip-debug \(binary.path) exited with \(process.terminationStatus)")
        }
        return copy
    }
}
