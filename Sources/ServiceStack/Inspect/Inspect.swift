import Foundation
import ServiceStackWire

/// Human-readable dumps of DTOs and tables, for scripts and debugging.
public class Inspect {
    private static let verboseFlag = Locked(false)

    /// Whether failures to write `vars` are printed.
    public static var verbose: Bool {
        get { verboseFlag.current }
        set { verboseFlag.withLock { $0 = newValue } }
    }

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

    /// Writes named values as JSON to the file named by the `INSPECT_VARS` environment variable (relative to the
    /// working directory, folders created as needed), for tools that read a script's results; does nothing when
    /// it is not set.
    public static func vars<T: Encodable>(_ obj: [String: T]) {
        guard var path = ProcessInfo.processInfo.environment["INSPECT_VARS"],
            let data = try? JSONEncoder().encode(obj)
        else { return }
        let isWindows = ProcessInfo.processInfo.environment["OS"]?.lowercased().contains("win") == true
        path =
            isWindows ? path.replacingOccurrences(of: "/", with: "\\") : path.replacingOccurrences(of: "\\", with: "/")
        let file = URL(fileURLWithPath: FileManager.default.currentDirectoryPath).appendingPathComponent(path)
        do {
            try FileManager.default.createDirectory(
                at: file.deletingLastPathComponent(), withIntermediateDirectories: true)
            try data.write(to: file, options: .atomic)
        } catch {
            if verbose { Swift.print("vars(): \(error.localizedDescription)") }
        }
    }

    /// A value as indented JSON without quotes, easy to read in a console.
    public static func dump<T: Encodable>(_ obj: T) -> String {
        let encoder = JsonConfig.createEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys, .withoutEscapingSlashes]
        guard let data = try? encoder.encode(obj) else {
            var text = ""
            Swift.dump(obj, to: &text)
            return text
        }
        return String(decoding: data, as: UTF8.self).replacingOccurrences(of: "\"", with: "")
    }

    /// Prints a value as `dump` writes it.
    public static func printDump<T: Encodable>(_ obj: T) {
        Swift.print(dump(obj))
    }

    /// Rows as a text table framed with `+---+` lines; `columns` picks and orders the columns (all, in the order
    /// they first appear, by default). Headers are centred, numbers right-aligned and other values left-aligned.
    public static func dumpTable<S: Sequence>(_ objs: S, columns: [String]? = nil) -> String
    where S.Element: Encodable {
        InspectTable(rows: objs.map { InspectTable.cells($0) }, columns: columns).text
    }

    /// Prints rows as `dumpTable` writes them.
    public static func printDumpTable<S: Sequence>(_ objs: S, columns: [String]? = nil) where S.Element: Encodable {
        Swift.print(dumpTable(objs, columns: columns))
    }

    /// Each value as a JSON object (values that are not objects are left out).
    public static func asArrayDictionary<T: Codable>(_ objs: [T]) -> [[String: AnyObject]] {
        objs.compactMap { asDictionary($0) }
    }

    /// A value as a JSON object of Foundation values; nil when it does not encode to an object.
    public static func asDictionary<T: Codable>(_ obj: T) -> [String: AnyObject]? {
        guard let data = try? JsonConfig.createEncoder().encode(obj) else { return nil }
        return (try? JSONSerialization.jsonObject(with: data, options: .fragmentsAllowed)) as? [String: AnyObject]
    }

    /// Whether a Foundation value is a number (`Int` or `Double`).
    public static func isNumber(_ obj: AnyObject) -> Bool {
        obj is Int || obj is Double
    }

    /// A number as text.
    public static func fmtNumber(_ obj: AnyObject) -> String? {
        "\(obj)"
    }
}
