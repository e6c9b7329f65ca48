import Foundation
import SQLiteKit
import ServiceStackServer

/// A write the database refused for a constraint on named columns: a unique value taken (409) or a required
/// value missing (400), with a field error per column. Only column names of the data model are echoed, never
/// the database's own text. Every database's constraint errors are recognised here.
struct ConstraintViolation: HTTPStatusError, CustomStringConvertible {
    enum Kind: Sendable {
        case unique
        case notNull
    }

    let kind: Kind
    let columns: [String]

    var status: Int { kind == .unique ? 409 : 400 }
    var errorCode: String { kind == .unique ? "Conflict" : "NotNull" }
    var message: String {
        let names = columns.isEmpty ? "A column" : columns.joined(separator: ", ")
        return kind == .unique ? "\(names) must be unique: the value is taken" : "\(names) must not be null"
    }
    var fieldErrors: [FieldError] {
        columns.map { FieldError(errorCode: kind == .unique ? "Unique" : "NotNull", fieldName: $0, message: message) }
    }
    var description: String { "ConstraintViolation(\(status): \(message))" }

    /// The violation `error` reports, or nil when it is not a unique or NOT NULL violation.
    init?(_ error: any Error, schema: ModelSchema) {
        if let postgres = PostgresErrors.constraint(error) {
            kind = postgres.kind
            columns = postgres.columns.compactMap { schema.column(named: $0)?.name }
            return
        }
        guard let sqlite = error as? SQLiteError, String(describing: sqlite.reason).hasPrefix("constraint") else {
            return nil
        }
        let patterns: [(prefix: String, kind: Kind)] = [
            ("UNIQUE constraint failed: ", .unique), ("NOT NULL constraint failed: ", .notNull),
        ]
        guard let match = patterns.first(where: { sqlite.message.hasPrefix($0.prefix) }) else { return nil }
        kind = match.kind
        columns = Self.columns(sqlite.message.dropFirst(match.prefix.count), schema: schema)
    }

    /// The model's columns named in SQLite's `Table.column, Table.column` list.
    private static func columns(_ list: Substring, schema: ModelSchema) -> [String] {
        list.split(separator: ",").compactMap { qualified in
            let name = qualified.split(separator: ".").last?.trimmingCharacters(in: .whitespaces) ?? ""
            return schema.column(named: name)?.name
        }
    }
}

/// The answer to a failed statement of a write: a constraint violation, else a `QueryFailure`.
enum WriteFailure {
    static func map(_ error: any Error, schema: ModelSchema) -> any Error {
        if error is any HTTPStatusError || error is CancellationError { return error }
        return ConstraintViolation(error, schema: schema) ?? QueryFailure(error)
    }
}
