import Foundation
import SQLiteKit
import ServiceStackServer

/// A write the database refused for one of its rules on the data: a unique value taken (409), a required value
/// missing (400), a foreign key naming no row (400), a row still referenced by others (409), or a value too large
/// for its column or index (400). Field errors name the data model's columns only, never the database's own text.
/// Every database's errors of these kinds are recognised here.
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

    /// The violation `error` reports, with the columns as the database names them, or nil when it reports none.
    /// `operation` tells SQLite's foreign key errors apart, which do not say whether the reference or the
    /// referenced row is missing: a delete breaks a reference, anything else lacks one.
    public init?(_ error: any Error, operation: CrudOperation? = nil) {
        guard let found = Self.recognise(error, operation: operation) else { return nil }
        kind = found.kind
        // A too-large value's columns are guessed from an index's name: only a schema can confirm them.
        columns = found.kind == .valueTooLarge ? [] : found.columns
    }

    init(kind: Kind, columns: [String]) {
        self.kind = kind
        self.columns = columns
    }

    /// The violation `error` reports, naming only columns of `schema`.
    init?(_ error: any Error, schema: ModelSchema, operation: CrudOperation?) {
        guard let found = Self.recognise(error, operation: operation) else { return nil }
        kind = found.kind
        var names: [String] = []
        for name in found.columns {
            if let column = schema.column(named: name)?.name, !names.contains(column) { names.append(column) }
        }
        columns = names
    }

    private static func recognise(_ error: any Error, operation: CrudOperation?) -> (kind: Kind, columns: [String])? {
        if let postgres = PostgresErrors.violation(error) { return postgres }
        guard let sqlite = error as? SQLiteError else { return nil }
        let reason = String(describing: sqlite.reason)
        if reason == "tooBig" { return (.valueTooLarge, []) }
        guard reason.hasPrefix("constraint") else { return nil }
        if sqlite.message.hasPrefix("FOREIGN KEY constraint failed") {
            return (operation == .delete ? .stillReferenced : .missingReference, [])
        }
        let patterns: [(prefix: String, kind: Kind)] = [
            ("UNIQUE constraint failed: ", .unique), ("NOT NULL constraint failed: ", .notNull),
        ]
        guard let match = patterns.first(where: { sqlite.message.hasPrefix($0.prefix) }) else { return nil }
        return (match.kind, columns(sqlite.message.dropFirst(match.prefix.count)))
    }

    /// The column names of SQLite's `Table.column, Table.column` list.
    private static func columns(_ list: Substring) -> [String] {
        list.split(separator: ",").compactMap { qualified in
            qualified.split(separator: ".").last?.trimmingCharacters(in: .whitespaces)
        }
    }
}

/// The answer to a failed statement of a write: a constraint violation, else a `QueryFailure`.
enum WriteFailure {
    static func map(_ error: any Error, schema: ModelSchema, operation: CrudOperation) -> any Error {
        if error is any HTTPStatusError || error is CancellationError { return error }
        return ConstraintViolation(error, schema: schema, operation: operation) ?? QueryFailure(error)
    }
}
