import ServiceStack
import ServiceStackServer

/// A write the database refused for one of its rules on the data: a unique value taken (409), a required value
/// missing (400), a foreign key naming no row (400), a row still referenced by others (409), or a value too large
/// for its column or index (400). Field errors name the data model's columns only, never the database's own text.
/// Each engine's adapter (`SQLEngine`) recognises its database's errors of these kinds.
public struct ConstraintViolation: HTTPStatusError, CustomStringConvertible, Sendable {
    /// Which rule the write broke.
    public enum Kind: Sendable, Equatable {
        /// A unique column's value is taken.
        case unique
        /// A NOT NULL column got no value.
        case notNull
        /// A foreign key names a row that does not exist.
        case missingReference
        /// The row is still referenced by a foreign key of another row (a delete, or a key change).
        case stillReferenced
        /// A value is too long or too large for its column, or for an index over it.
        case valueTooLarge
    }

    /// Which rule the write broke.
    public let kind: Kind
    /// The columns the database named, as the model spells them (may be empty).
    public let columns: [String]

    public var status: Int { kind == .unique || kind == .stillReferenced ? 409 : 400 }

    public var errorCode: String {
        switch kind {
        case .unique, .stillReferenced: "Conflict"
        case .notNull: "NotNull"
        case .missingReference: "ForeignKey"
        case .valueTooLarge: "ValueTooLarge"
        }
    }

    public var message: String {
        let names = columns.isEmpty ? nil : columns.joined(separator: ", ")
        switch kind {
        case .unique: return "\(names ?? "A column") must be unique: the value is taken"
        case .notNull: return "\(names ?? "A column") must not be null"
        case .missingReference: return "\(names ?? "A reference") must name an existing row"
        case .stillReferenced:
            return "The row \(names.map { "with this \($0) " } ?? "")is still referenced by other rows"
        case .valueTooLarge: return "\(names.map { "The value of \($0)" } ?? "A value") is too large for its column"
        }
    }

    public var fieldErrors: [FieldError] {
        let code =
            switch kind {
            case .unique: "Unique"
            case .notNull: "NotNull"
            case .missingReference: "ForeignKey"
            case .stillReferenced: "Referenced"
            case .valueTooLarge: "ValueTooLarge"
            }
        return columns.map { FieldError(errorCode: code, fieldName: $0, message: message) }
    }

    public var description: String { "ConstraintViolation(\(status): \(message))" }

    /// The violation `error` reports, as `engine` reads its database's errors, with the columns as the database
    /// names them, or nil when it reports none. `operation` tells apart foreign key errors that do not say whether
    /// the reference or the referenced row is missing (SQLite's): a delete breaks a reference, anything else lacks
    /// one.
    public init?(_ error: any Error, engine: some SQLEngine, operation: CrudOperation? = nil) {
        guard let found = engine.constraintViolation(in: error, operation: operation) else { return nil }
        kind = found.kind
        // A too-large value's columns are guessed from an index's name: only a schema can confirm them.
        columns = found.kind == .valueTooLarge ? [] : found.columns
    }

    /// A violation of `kind` naming `columns`, as an engine's adapter reads it from its database's error.
    public init(kind: Kind, columns: [String]) {
        self.kind = kind
        self.columns = columns
    }

    /// The violation `error` reports, naming only columns of `schema`.
    init?(_ error: any Error, schema: ModelSchema, operation: CrudOperation?, engine: any SQLEngine) {
        guard let found = engine.constraintViolation(in: error, operation: operation) else { return nil }
        kind = found.kind
        var names: [String] = []
        for name in found.columns {
            if let column = schema.column(named: name)?.name, !names.contains(column) { names.append(column) }
        }
        columns = names
    }
}

/// The answer to a failed statement of a write: a constraint violation, else a `QueryFailure`.
enum WriteFailure {
    static func map(_ error: any Error, schema: ModelSchema, operation: CrudOperation, engine: any SQLEngine)
        -> any Error
    {
        if error is any HTTPStatusError || error is CancellationError { return error }
        return ConstraintViolation(error, schema: schema, operation: operation, engine: engine)
            ?? QueryFailure(error, engine: engine)
    }
}
