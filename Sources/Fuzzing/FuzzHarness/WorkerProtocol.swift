import Foundation

/// The lines a worker process prints, one per event, so its supervisor knows which case was in flight
/// when the worker died or stalled:
///
///     S <index>                  about to run case <index>
///     R <index> <status>         case <index> answered <status>
///     X <index> <base64 body>    the body of a failing answer
///     K <index>                  case <index> skipped (its crash class already killed a worker)
///     N <index>                  case <index> does not apply to this transport
///     E                          the worker finished its budget
package enum WorkerLine {
    package static func started(_ index: Int) { emit("S \(index)") }
    package static func answered(_ index: Int, status: Int) { emit("R \(index) \(status)") }
    package static func body(_ index: Int, _ body: [UInt8]) {
        emit("X \(index) \(Data(body.prefix(4_000)).base64EncodedString())")
    }
    package static func skipped(_ index: Int) { emit("K \(index)") }
    package static func notApplicable(_ index: Int) { emit("N \(index)") }
    package static func finished() { emit("E") }

    private static func emit(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The options every worker takes from its supervisor.
package struct WorkerRange: Sendable {
    package var from: Int
    package var maxCases: Int
    package var until: Date
    package var skippedClasses: Set<String>

    package init(from: Int, maxCases: Int, until: Date, skippedClasses: Set<String>) {
        self.from = from
        self.maxCases = maxCases
        self.until = until
        self.skippedClasses = skippedClasses
    }

    /// Reads the skip file the supervisor wrote (one crash class per line).
    package static func skippedClasses(in file: URL?) -> Set<String> {
        guard let file, let text = try? String(contentsOf: file, encoding: .utf8) else { return [] }
        return Set(text.split(separator: "\n").map(String.init))
    }
}
