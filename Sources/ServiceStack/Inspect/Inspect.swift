import Foundation

/// Human-readable dumps of DTOs and tables, for scripts and debugging.
public class Inspect {
    /// Appends text to a file (creating it).
    public static func log(to filePath: String, _ text: String) {
        let url = URL(fileURLWithPath: filePath)
        let data = Data((text + "\n").utf8)
        if let handle = try? FileHandle(forWritingTo: url) {
            defer { try? handle.close() }
            _ = try? handle.seekToEnd()
            try? handle.write(contentsOf: data)
        } else {
            try? data.write(to: url)
        }
    }

    /// Prints named values as indented JSON.
    public static func vars<T: Encodable>(_ values: [String: T]) {
        print(dump(values))
    }

    /// A value as indented JSON with ServiceStack's conventions.
    public static func dump<T: Encodable>(_ value: T) -> String {
        let encoder = JsonConfig.createEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(value) else { return String(describing: value) }
        return String(decoding: data, as: UTF8.self)
    }

    /// Prints a value as indented JSON.
    public static func printDump<T: Encodable>(_ value: T) {
        print(dump(value))
    }

    /// Rows as a Markdown table; `columns` picks and orders the columns (all, in first-seen order, by default).
    public static func dumpTable<S: Sequence>(_ rows: S, columns: [String]? = nil) -> String
    where S.Element: Encodable {
        let records = rows.map { row($0) }
        var headers = columns ?? []
        if columns == nil {
            for record in records {
                for (key, _) in record where !headers.contains(key) { headers.append(key) }
            }
        }
        let cells = records.map { record in
            headers.map { header in record.first { $0.key == header }?.value ?? "" }
        }
        var widths = headers.map(\.count)
        for line in cells {
            for (index, cell) in line.enumerated() { widths[index] = max(widths[index], cell.count) }
        }
        func render(_ values: [String]) -> String {
            "| "
                + zip(values, widths).map { $0.padding(toLength: $1, withPad: " ", startingAt: 0) }
                .joined(separator: " | ") + " |"
        }
        var lines = [
            render(headers), "|" + widths.map { String(repeating: "-", count: $0 + 2) }.joined(separator: "|") + "|",
        ]
        lines += cells.map(render)
        return lines.joined(separator: "\n")
    }

    /// Prints rows as a Markdown table.
    public static func printDumpTable<S: Sequence>(_ rows: S, columns: [String]? = nil) where S.Element: Encodable {
        print(dumpTable(rows, columns: columns))
    }

    private static func row<T: Encodable>(_ value: T) -> [(key: String, value: String)] {
        guard let tree = try? JsvEncoder().encode(value) else { return [("value", String(describing: value))] }
        guard case .object(let fields) = tree else { return [("value", tree.queryValue)] }
        return fields.map { ($0.key, $0.value.queryValue) }
    }
}
