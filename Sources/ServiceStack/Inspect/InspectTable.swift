import Foundation
import ServiceStackWire

/// The text table `Inspect.dumpTable` writes.
struct InspectTable {
    struct Cell {
        var text: String
        var isNumber: Bool
    }

    let columns: [String]
    let rows: [[String: Cell]]

    init(rows: [[(key: String, value: Cell)]], columns: [String]?) {
        var names = columns ?? []
        if columns == nil {
            for row in rows {
                for (key, _) in row where !names.contains(key) { names.append(key) }
            }
        }
        self.columns = names
        self.rows = rows.map { Dictionary($0, uniquingKeysWith: { first, _ in first }) }
    }

    /// A row's cells in the order the value encodes its properties.
    static func cells<T: Encodable>(_ value: T) -> [(key: String, value: Cell)] {
        guard let tree = try? JsvEncoder().encode(value) else {
            return [("value", Cell(text: String(describing: value), isNumber: false))]
        }
        guard case .object(let fields) = tree else { return [("value", cell(tree))] }
        return fields.map { ($0.key, cell($0.value)) }
    }

    private static func cell(_ value: WireValue) -> Cell {
        if case .number = value { return Cell(text: value.queryValue, isNumber: true) }
        return Cell(text: value.queryValue, isNumber: false)
    }

    var text: String {
        let widths = columns.map { column in
            rows.reduce(column.count) { widest, row in max(widest, row[column]?.text.count ?? 0) }
        }
        let innerWidth = widths.reduce(0, +) + widths.count * 3 - 1
        let rule = "+" + String(repeating: "-", count: max(0, innerWidth)) + "+"
        var lines = [rule, "|" + zip(columns, widths).map { Self.centred($0, $1) + "|" }.joined(), rule]
        for row in rows {
            lines.append("|" + zip(columns, widths).map { Self.aligned(row[$0], $1) + "|" }.joined())
        }
        lines.append(rule)
        return lines.joined(separator: "\n")
    }

    private static func centred(_ text: String, _ width: Int) -> String {
        let half = (width - text.count) / 2
        let odd = abs(text.count % 2 - width % 2)
        return String(repeating: " ", count: half + 1) + text + String(repeating: " ", count: half + 1 + odd)
    }

    private static func aligned(_ cell: Cell?, _ width: Int) -> String {
        let text = cell?.text ?? ""
        let padding = String(repeating: " ", count: width + 1 - text.count)
        return cell?.isNumber == true ? padding + text + " " : " " + text + padding
    }
}
