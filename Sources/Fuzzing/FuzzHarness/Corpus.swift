import Foundation
import FuzzParsers

/// The regression corpus: inputs that found bugs, replayed on every test run.
///
///     parsers/<target>/<name>       raw input for a `ParserTarget`
///     http/<server>/<name>.http     a raw HTTP/1.1 request for a `FuzzServer`
///     known-issues.txt              `<relative path>  # why`: cases whose fix has not landed yet
package struct Corpus: Sendable {
    package enum Kind: Sendable {
        case parser(ParserTarget)
        case http(FuzzServer)
    }

    package struct Entry: Sendable, CustomStringConvertible {
        package var kind: Kind
        package var file: URL
        /// The path below the corpus folder, e.g. `http/test-server/echo-date-1e400.http`.
        package var relativePath: String
        package var description: String { relativePath }
        package var bytes: [UInt8] { [UInt8](FileManager.default.contents(atPath: file.path) ?? Data()) }
    }

    package let folder: URL
    package let entries: [Entry]
    /// Relative path → the reason it is known to fail.
    package let knownIssues: [String: String]

    /// Reads the corpus in `folder`: parser inputs, and HTTP requests for each of `servers`.
    package init(folder: URL, servers: [FuzzServer]) {
        self.folder = folder
        var entries: [Entry] = []
        let manager = FileManager.default
        for target in ParserTarget.allCases {
            for name in Self.files(in: folder.appendingPathComponent("parsers/\(target.rawValue)")) {
                entries.append(
                    Entry(
                        kind: .parser(target),
                        file: folder.appendingPathComponent("parsers/\(target.rawValue)/\(name)"),
                        relativePath: "parsers/\(target.rawValue)/\(name)"))
            }
        }
        for server in servers {
            for name in Self.files(in: folder.appendingPathComponent("http/\(server.name)")) {
                entries.append(
                    Entry(
                        kind: .http(server), file: folder.appendingPathComponent("http/\(server.name)/\(name)"),
                        relativePath: "http/\(server.name)/\(name)"))
            }
        }
        self.entries = entries
        var known: [String: String] = [:]
        let listing = manager.contents(atPath: folder.appendingPathComponent("known-issues.txt").path) ?? Data()
        for line in String(decoding: listing, as: UTF8.self).split(separator: "\n") {
            let text = line.trimmingCharacters(in: .whitespaces)
            guard !text.isEmpty, !text.hasPrefix("#") else { continue }
            let parts = text.split(separator: "#", maxSplits: 1)
            let path = parts[0].trimmingCharacters(in: .whitespaces)
            known[path] = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : ""
        }
        knownIssues = known
    }

    /// The entry for a file path given on the command line (absolute, or relative to the corpus folder).
    package func entry(for path: String) -> Entry? {
        let absolute = URL(fileURLWithPath: path).standardizedFileURL.path
        return entries.first {
            $0.file.standardizedFileURL.path == absolute || $0.relativePath == path
        }
    }

    private static func files(in folder: URL) -> [String] {
        ((try? FileManager.default.contentsOfDirectory(atPath: folder.path)) ?? [])
            .filter { !$0.hasPrefix(".") }.sorted()
    }
}
