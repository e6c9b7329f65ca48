import Foundation

/// A short line diff for `--check` output: `-` lines are on disk, `+` lines are what the server
/// (or the generator) would write now.
package enum LineDiff {
    /// Lines compared with a longest-common-subsequence table; larger changes are shown as a block.
    static let tableLimit = 4_000_000

    /// Up to `maxLines` changed lines, with `@@ line N @@` markers and a count of the lines left out.
    package static func render(old: [Substring], new: [Substring], maxLines: Int = 40) -> String {
        var prefix = 0
        while prefix < old.count, prefix < new.count, old[prefix] == new[prefix] { prefix += 1 }
        var suffix = 0
        while suffix < old.count - prefix, suffix < new.count - prefix,
            old[old.count - 1 - suffix] == new[new.count - 1 - suffix]
        {
            suffix += 1
        }
        let oldMiddle = Array(old[prefix..<(old.count - suffix)])
        let newMiddle = Array(new[prefix..<(new.count - suffix)])
        let edits = editScript(oldMiddle, newMiddle)

        var output: [String] = []
        var oldLine = prefix
        var inChange = false
        for edit in edits {
            if edit == .keep {
                oldLine += 1
                inChange = false
                continue
            }
            if !inChange { output.append("@@ line \(oldLine + 1) @@") }
            inChange = true
            switch edit {
            case .remove(let line):
                output.append("-\(line)")
                oldLine += 1
            case .insert(let line): output.append("+\(line)")
            case .keep: break
            }
        }
        guard output.count > maxLines else { return output.joined(separator: "\n") }
        let hidden = output.count - maxLines
        return (output.prefix(maxLines) + ["… \(hidden) more diff lines"]).joined(separator: "\n")
    }

    enum Edit: Equatable {
        case keep
        case remove(Substring)
        case insert(Substring)
    }

    static func editScript(_ old: [Substring], _ new: [Substring]) -> [Edit] {
        guard !old.isEmpty, !new.isEmpty, old.count * new.count <= tableLimit else {
            return old.map { .remove($0) } + new.map { .insert($0) }
        }
        // lengths[i][j]: LCS length of old[i...] and new[j...], stored row-major.
        let width = new.count + 1
        var lengths = [Int32](repeating: 0, count: (old.count + 1) * width)
        for i in stride(from: old.count - 1, through: 0, by: -1) {
            for j in stride(from: new.count - 1, through: 0, by: -1) {
                lengths[i * width + j] =
                    old[i] == new[j]
                    ? lengths[(i + 1) * width + j + 1] + 1
                    : max(lengths[(i + 1) * width + j], lengths[i * width + j + 1])
            }
        }
        var edits: [Edit] = []
        var i = 0
        var j = 0
        while i < old.count, j < new.count {
            if old[i] == new[j] {
                edits.append(.keep)
                i += 1
                j += 1
            } else if lengths[(i + 1) * width + j] >= lengths[i * width + j + 1] {
                edits.append(.remove(old[i]))
                i += 1
            } else {
                edits.append(.insert(new[j]))
                j += 1
            }
        }
        edits += old[i...].map { .remove($0) }
        edits += new[j...].map { .insert($0) }
        return edits
    }
}
