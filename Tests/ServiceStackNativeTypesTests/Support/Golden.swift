import Foundation
import TestSupport
import Testing

/// Compares generated text with a golden file: a compiled module under `Tests/GeneratedGoldens`, or text under
/// `Fixtures/Golden` for output that does not compile on its own. Set `UPDATE_GOLDEN=1` to rewrite the files.
enum Golden {
    /// Checks `actual` against `Fixtures/Golden/<name>.txt`.
    static func check(
        _ actual: String, _ name: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try check(actual, GoldenFile(url: TestPaths.golden.appendingPathComponent(name + ".txt")), sourceLocation)
    }

    /// Checks `actual` against a file of the compiled golden module `module`.
    static func check(
        _ actual: String, compiled module: String, file: String? = nil,
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        try check(actual, .compiled(module, file: file), sourceLocation)
    }

    private static func check(_ actual: String, _ golden: GoldenFile, _ sourceLocation: SourceLocation) throws {
        if let difference = try golden.difference(from: actual) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
