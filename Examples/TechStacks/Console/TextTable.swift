import Foundation
import ServiceStack

/// Renders rows as a plain-text table with a header rule, each column as wide as its widest cell. Cells are
/// printed on one line with control characters escaped: they hold text from the server.
struct TextTable {
    var headers: [String]
    var rows: [[String]] = []
    /// Cells longer than this are cut with `…`.
    var maxCellWidth = 48

    init(_ headers: String...) { self.headers = headers }

    mutating func add(_ cells: String...) { rows.append(cells) }

    func render() -> String {
        let cut = rows.map { $0.map(clip) }
        let widths = headers.indices.map { column in
            ([headers[column]] + cut.map { column < $0.count ? $0[column] : "" }).map(\.count).max() ?? 0
        }
        func line(_ cells: [String]) -> String {
            widths.indices.map { column in
                let cell = column < cells.count ? cells[column] : ""
                return cell + String(repeating: " ", count: widths[column] - cell.count)
            }
            .joined(separator: "  ").trimmingTrailingSpaces()
        }
        let rule = widths.map { String(repeating: "-", count: $0) }.joined(separator: "  ")
        return ([line(headers), rule] + cut.map(line)).joined(separator: "\n")
    }

    private func clip(_ text: String) -> String {
        let flat = TerminalText.escaped(text.replacingOccurrences(of: "\n", with: " "), keepingLineFeeds: false)
        return flat.count <= maxCellWidth ? flat : String(flat.prefix(maxCellWidth - 1)) + "…"
    }
}

extension String {
    fileprivate func trimmingTrailingSpaces() -> String {
        var text = self
        while text.hasSuffix(" ") { text.removeLast() }
        return text
    }
}
