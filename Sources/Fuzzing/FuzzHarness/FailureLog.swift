import Foundation

/// Collects the failures of a run, grouped by signature, and writes reproducers to a folder.
package final class FailureLog {
    package struct Group {
        package var kind: Failure.Kind
        package var signature: String
        package var count = 0
        package var campaigns: Set<String> = []
        package var examples: [String] = []
        package var files: [String] = []
    }

    package private(set) var groups: [Group] = []
    private let folder: URL
    private var written = 0
    /// Reproducer files kept per signature; the rest are counted.
    private let filesPerSignature = 2

    package init(folder: URL) {
        self.folder = folder
        try? FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
    }

    package var isEmpty: Bool { groups.isEmpty }
    package var total: Int { groups.reduce(0) { $0 + $1.count } }

    /// Records `failure` of `fuzzCase` seen on `campaign` (e.g. `test-server/http`).
    package func record(_ failure: Failure, case fuzzCase: FuzzCase, campaign: String) {
        let index =
            groups.firstIndex { $0.signature == failure.signature && $0.kind == failure.kind }
            ?? {
                groups.append(Group(kind: failure.kind, signature: failure.signature))
                return groups.count - 1
            }()
        groups[index].count += 1
        groups[index].campaigns.insert(campaign)
        if groups[index].examples.count < 5 { groups[index].examples.append(fuzzCase.label) }
        guard groups[index].files.count < filesPerSignature else { return }
        written += 1
        let stem = "\(campaign.replacingOccurrences(of: "/", with: "-"))-\(written)"
        let request = folder.appendingPathComponent(stem + ".http")
        let report = folder.appendingPathComponent(stem + ".txt")
        try? Data(fuzzCase.httpBytes()).write(to: request)
        let text = """
            \(failure.kind.rawValue) on \(campaign)
            signature: \(failure.signature)
            \(fuzzCase.reproducer())
            --- detail
            \(failure.detail)

            """
        try? Data(text.utf8).write(to: report)
        groups[index].files.append(request.path)
    }

    /// The grouped report: one paragraph per distinct signature, known causes marked as such.
    package func summary(known: KnownFailures) -> String {
        var text = ""
        for group in groups {
            text += known.contains(group) ? "○ known " : "✗ "
            text += "[\(group.kind.rawValue)] \(group.signature)\n"
            text += "    \(group.count) case(s) on \(group.campaigns.sorted().joined(separator: ", "))\n"
            for example in group.examples { text += "    e.g. \(String(example.prefix(200)))\n" }
            for file in group.files { text += "    reproducer: \(file)\n" }
        }
        return text
    }
}
