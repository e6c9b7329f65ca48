import Foundation

/// Causes already reported and being fixed: a run lists them but does not fail on them.
///
/// One per line: `<signature text> @ <case label text>  # why`; the part after `@` is optional. A group of
/// failures is known when its signature contains the first text and one of its cases' labels the second.
package struct KnownFailures: Sendable {
    struct Rule: Sendable {
        var signature: String
        var label: String?
    }

    private let rules: [Rule]

    package init(file: URL?) {
        let text = file.flatMap { FileManager.default.contents(atPath: $0.path) }.map {
            String(decoding: $0, as: UTF8.self)
        }
        rules = (text ?? "").split(separator: "\n").compactMap { line in
            let rule = line.split(separator: "#", maxSplits: 1).first?.trimmingCharacters(in: .whitespaces) ?? ""
            guard !rule.isEmpty else { return nil }
            let parts = rule.components(separatedBy: " @ ")
            let label = parts.count > 1 ? parts[1].trimmingCharacters(in: .whitespaces) : nil
            return Rule(signature: parts[0].trimmingCharacters(in: .whitespaces), label: label)
        }
    }

    package func contains(_ group: FailureLog.Group) -> Bool {
        rules.contains { rule in
            guard group.signature.contains(rule.signature) else { return false }
            guard let label = rule.label else { return true }
            return group.examples.contains { $0.contains(label) }
        }
    }
}
