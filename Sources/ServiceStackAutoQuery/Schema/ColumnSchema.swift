/// How a column's values are parsed from request text and bound as SQL parameters.
enum ColumnKind: Sendable, Equatable {
    case integer
    case real
    case decimal
    case text
    case bool
    case date
    case uuid
    /// Anything else (nested objects, collections): filters on it are refused.
    case unsupported
}

/// A data-model property that maps to a table column.
struct ColumnSchema: Sendable, Equatable {
    /// The coding key, which is also the column name.
    let name: String
    let kind: ColumnKind
}

/// The columns of a Codable type, in declaration order, matched without regard to case.
struct ModelSchema: Sendable {
    let columns: [ColumnSchema]
    private let byLowercasedName: [String: ColumnSchema]

    init(columns: [ColumnSchema]) {
        self.columns = columns
        var index: [String: ColumnSchema] = [:]
        for column in columns where index[column.name.lowercased()] == nil {
            index[column.name.lowercased()] = column
        }
        byLowercasedName = index
    }

    /// The column whose name equals `name` ignoring case, or nil.
    func column(named name: some StringProtocol) -> ColumnSchema? {
        byLowercasedName[name.lowercased()]
    }

    /// The primary key: `Id` if present, else the first column.
    var primaryKey: ColumnSchema? {
        column(named: "id") ?? columns.first
    }

    /// Learns the columns of `type` by running its `init(from:)` against a recording decoder.
    static func of<T: Decodable>(_ type: T.Type) throws -> ModelSchema {
        let recorder = SchemaRecorder()
        _ = try T(from: SchemaRecordingDecoder(recorder: recorder))
        return ModelSchema(columns: recorder.columns)
    }
}
