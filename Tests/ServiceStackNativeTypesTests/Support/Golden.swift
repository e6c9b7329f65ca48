import Foundation
import Testing

/// Compares generated text with a file under `Fixtures/Golden`.
/// Set `UPDATE_GOLDEN=1` to rewrite the files instead.
enum Golden {
    static func check(
        _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let url = TestPaths.golden.appendingPathComponent(name + ".txt")
        if ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" {
            try FileManager.default.createDirectory(
                at: TestPaths.golden, withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        if actual != expected {
            let actualLines = actual.components(separatedBy: "\n")
            let expectedLines = expected.components(separatedBy: "\n")
            let index =
                zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
                ?? min(actualLines.count, expectedLines.count)
            let got = index < actualLines.count ? actualLines[index] : "<end>"
            let want = index < expectedLines.count ? expectedLines[index] : "<end>"
            Issue.record(
                "\(name) differs at line \(index + 1):\n  got:  \(got)\n  want: \(want)",
                sourceLocation: sourceLocation)
        }
    }
}
