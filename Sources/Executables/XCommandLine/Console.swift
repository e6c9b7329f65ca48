import Foundation
import ServiceStack
import ServiceStackReferences

/// Writes progress lines to standard output and failures to standard error, one whole line at a time
/// (results arrive from several tasks at once). Control characters other than line feeds are escaped: diffs
/// and error messages carry text from servers.
final class Console: Sendable {
    private let lock = NSLock()

    func report(_ result: ReferenceResult) {
        let from = result.source.map { " from \($0)" } ?? ""
        switch result.outcome {
        case .created: output("Saved    \(result.displayPath)\(from)")
        case .updated: output("Updated  \(result.displayPath)\(from)")
        case .unchanged: output("Current  \(result.displayPath) (no changes)")
        case .current: output("OK       \(result.displayPath)")
        case .stale(let diff):
            output(
                "Stale    \(result.displayPath)\(from)\n"
                    + diff.split(separator: "\n").map { "    \($0)" }.joined(separator: "\n"))
        case .failed(let failure):
            error(
                "Failed   \(result.displayPath): \(failure.description)"
                    + (failure.suggestion.map { "\n         \($0)" } ?? "") + "\n         Nothing was written.")
        }
    }

    func failure(_ error: ReferenceError) {
        self.error("error: \(error.description)" + (error.suggestion.map { "\n  \($0)" } ?? ""))
    }

    func summary(_ results: [ReferenceResult], checkOnly: Bool, verb: String = "swift") {
        var counts: [(String, Int)] = []
        func count(_ label: String, _ matches: (ReferenceOutcome) -> Bool) {
            let number = results.filter { matches($0.outcome) }.count
            if number > 0 { counts.append((label, number)) }
        }
        count("saved") { $0 == .created }
        count("updated") { $0 == .updated }
        count("unchanged") { $0 == .unchanged }
        count("up to date") { $0 == .current }
        count("stale") { if case .stale = $0 { true } else { false } }
        count("failed") { if case .failed = $0 { true } else { false } }
        let parts = counts.map { "\($0.1) \($0.0)" }.joined(separator: ", ")
        let noun = results.count == 1 ? "reference" : "references"
        output("\(results.count) \(noun): \(parts.isEmpty ? "nothing to do" : parts)")
        if checkOnly, results.contains(where: { if case .stale = $0.outcome { true } else { false } }) {
            output("Run 'x \(verb)' (with the same options) to update the stale references.")
        }
    }

    func error(_ text: String) { write(text, to: .standardError) }

    private func output(_ text: String) { write(text, to: .standardOutput) }

    private func write(_ text: String, to handle: FileHandle) {
        let line = TerminalText.escaped(text) + "\n"
        lock.withLock { handle.write(Data(line.utf8)) }
    }
}
