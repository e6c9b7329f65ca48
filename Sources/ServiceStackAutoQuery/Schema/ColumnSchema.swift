import ServiceStackServer

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
    /// Whether the property is optional: a non-optional one is always present in its encoding.
    var isOptional = true
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

    /// Learns the columns of `type` by running its `init(from:)` against the server's schema-recording decoder.
    /// A non-optional property that is neither a column kind nor has a default value (a nested object) is
    /// refused: rows could never fill it.
    static func of<T: Decodable>(_ type: T.Type) throws -> ModelSchema {
        let sink = RecordingSink()
        _ = try T(from: SchemaRecordingDecoder(recording: type, into: sink))
        let columns = try sink.properties.map { property in
            let kind = KindProbe.kind(of: property.type)
            guard property.isOptional || kind != .unsupported || PlaceholderValues.value(of: property.type) != nil
            else {
                throw SchemaRecordingError(
                    description: "Cannot learn the columns of a model whose non-optional property '\(property.key)' "
                        + "is \(property.type); make it optional or CaseIterable")
            }
            return ColumnSchema(name: property.key, kind: kind, isOptional: property.isOptional)
        }
        guard !columns.isEmpty else {
            throw SchemaRecordingError(description: "A data model must be a keyed (struct or class) type")
        }
        return ModelSchema(columns: columns)
    }
}

/// Why a type's schema could not be learnt.
struct SchemaRecordingError: Error, CustomStringConvertible {
    let description: String
}
