import Foundation

/// A checked-in expected output of the generator, compared byte for byte with what it produces now.
/// Set `UPDATE_GOLDEN=1` to rewrite the files (and the server metadata snapshots) instead of comparing.
public struct GoldenFile: Sendable {
    /// Where the file lives.
    public let url: URL

    /// A golden at `url`.
    public init(url: URL) {
        self.url = url
    }

    /// This package's root folder.
    public static var packageRoot: URL { PackageRoot.url }

    /// `Tests/GeneratedGoldens`: goldens compiled as modules of this package, one folder per module.
    public static let compiledFolder = packageRoot.appendingPathComponent("Tests/GeneratedGoldens")

    /// A file of the compiled golden module `module`: by default `<module>.dtos.swift`.
    public static func compiled(_ module: String, file: String? = nil) -> GoldenFile {
        GoldenFile(
            url: compiledFolder.appendingPathComponent(module).appendingPathComponent(file ?? "\(module).dtos.swift"))
    }

    /// Whether `UPDATE_GOLDEN=1` asks for the files to be rewritten.
    public static var isUpdating: Bool { ProcessInfo.processInfo.environment["UPDATE_GOLDEN"] == "1" }

    /// Compares `actual` with the file and describes the first differing line, or returns nil when they are equal.
    /// When `updating` (by default when `UPDATE_GOLDEN=1`), writes `actual` to the file and returns nil; checks of
    /// a golden that another test owns pass `false`.
    public func difference(from actual: String, updating: Bool = GoldenFile.isUpdating) throws -> String? {
        if updating {
            try FileManager.default.createDirectory(
                at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
            try Data(actual.utf8).write(to: url)
            return nil
        }
        let expected = try String(contentsOf: url, encoding: .utf8)
        guard actual != expected else { return nil }
        let actualLines = actual.components(separatedBy: "\n")
        let expectedLines = expected.components(separatedBy: "\n")
        let index =
            zip(actualLines, expectedLines).enumerated().first { $0.element.0 != $0.element.1 }?.offset
            ?? min(actualLines.count, expectedLines.count)
        let got = index < actualLines.count ? actualLines[index] : "<end>"
        let want = index < expectedLines.count ? expectedLines[index] : "<end>"
        return "\(url.lastPathComponent) differs at line \(index + 1):\n  got:  \(got)\n  want: \(want)"
    }
}

/// Source a server generated at `/types/swift`, made comparable with a golden file.
public enum ServerGeneratedSource {
    /// The date every golden carries in its `Date:` header line.
    public static let goldenDateLine = "Date: 2025-01-02 03:04:05"

    /// The base URL every server golden carries in its `BaseUrl:` header line (the address of in-memory requests).
    public static let goldenBaseUrlLine = "BaseUrl: http://localhost"

    /// `source` with the header lines that depend on the moment and the server's port, `Date:` and `BaseUrl:`,
    /// replaced by the goldens' values.
    public static func withGoldenHeader(_ source: String) -> String {
        var lines = source.components(separatedBy: "\n")
        let header = lines.firstIndex(of: "*/") ?? 0
        for index in lines.indices.prefix(header) {
            if lines[index].hasPrefix("Date: ") { lines[index] = goldenDateLine }
            if lines[index].hasPrefix("BaseUrl: ") { lines[index] = goldenBaseUrlLine }
        }
        return lines.joined(separator: "\n")
    }
}
