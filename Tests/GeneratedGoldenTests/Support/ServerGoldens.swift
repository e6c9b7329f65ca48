import Foundation
import TestSupport
import Testing

/// Compares what a server generates at `/types/swift` with a compiled golden module (`Date:` and `BaseUrl:` aside).
enum ServerGoldens {
    static func expect(
        _ source: String, matches module: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let golden = GoldenFile.compiled(module)
        if let difference = try golden.difference(from: ServerGeneratedSource.withGoldenHeader(source)) {
            Issue.record(Comment(rawValue: difference), sourceLocation: sourceLocation)
        }
    }
}
