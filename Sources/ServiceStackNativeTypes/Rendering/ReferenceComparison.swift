import Foundation

/// Compares generated references the way `x --check` and a host's DTO sync on start do: the header's `Date:` line
/// is ignored, since it is the only part of the output that changes on every generation.
package enum ReferenceComparison {
    /// Whether two reference texts are the same apart from the `Date:` line and line endings.
    package static func isSame(_ old: String, _ new: String) -> Bool {
        comparableLines(old) == comparableLines(new)
    }

    /// The lines of `text` without the header's `Date:` line.
    package static func comparableLines(_ text: String) -> [Substring] {
        var lines = text.split(omittingEmptySubsequences: false, whereSeparator: \.isNewline)
        // The header closes with `*/`, or `"""` in Python (whose header also opens with `"""`, on the first line).
        if let headerEnd = lines.dropFirst().firstIndex(where: { $0.hasPrefix("*/") || $0.hasPrefix("\"\"\"") }),
            let dateLine = lines[..<headerEnd].firstIndex(where: { $0.hasPrefix("Date:") })
        {
            lines.remove(at: dateLine)
        }
        return lines
    }
}
