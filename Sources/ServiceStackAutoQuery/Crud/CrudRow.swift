import ServiceStack
import ServiceStackWire

/// Column values of one row, in order, found by column name without regard to case.
public struct CrudRow: Sendable, Equatable {
    /// The column names, in the order they were first set.
    public private(set) var columns: [String] = []
    private var values: [String: WireValue] = [:]

    /// An empty row.
    public init() {}

    /// A row holding `pairs` in order; a later duplicate replaces an earlier value.
    public init(_ pairs: [(column: String, value: WireValue)]) {
        for pair in pairs { self[pair.column] = pair.value }
    }

    /// The value of `column`, or nil when the row has none; setting nil removes the column.
    public subscript(column: String) -> WireValue? {
        get { values[column.lowercased()] }
        set {
            let key = column.lowercased()
            if let newValue {
                if values.updateValue(newValue, forKey: key) == nil { columns.append(column) }
            } else if values.removeValue(forKey: key) != nil {
                columns.removeAll { $0.lowercased() == key }
            }
        }
    }

    /// The columns and their values, in order.
    public var pairs: [(column: String, value: WireValue)] {
        columns.compactMap { column in values[column.lowercased()].map { (column, $0) } }
    }

    /// Whether the row holds no column.
    public var isEmpty: Bool { columns.isEmpty }

    /// The row as a JSON-like object, for decoding a result from it.
    var object: WireValue { .object(pairs.map { (key: $0.column, value: $0.value) }) }
}
