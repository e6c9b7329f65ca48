import Foundation
import SQLiteKit
import ServiceStackAutoQuery

/// What SQLite's errors say, in the terms AutoQuery answers with: the one place that reads them.
extension SQLiteEngine {
    /// The violation `error` reports: `UNIQUE` and `NOT NULL` failures name `Table.column` lists; a foreign key
    /// failure names nothing and does not say which side is missing, so a delete (`operation`) broke a reference
    /// and anything else lacks one; `tooBig` is a value too large.
    public func constraintViolation(in error: any Error, operation: CrudOperation?) -> ConstraintViolation? {
        guard let sqlite = error as? SQLiteError else { return nil }
        let reason = String(describing: sqlite.reason)
        if reason == "tooBig" { return ConstraintViolation(kind: .valueTooLarge, columns: []) }
        guard reason.hasPrefix("constraint") else { return nil }
        if sqlite.message.hasPrefix("FOREIGN KEY constraint failed") {
            return ConstraintViolation(kind: operation == .delete ? .stillReferenced : .missingReference, columns: [])
        }
        let patterns: [(prefix: String, kind: ConstraintViolation.Kind)] = [
            ("UNIQUE constraint failed: ", .unique), ("NOT NULL constraint failed: ", .notNull),
        ]
        guard let match = patterns.first(where: { sqlite.message.hasPrefix($0.prefix) }) else { return nil }
        return ConstraintViolation(
            kind: match.kind, columns: Self.columns(sqlite.message.dropFirst(match.prefix.count)))
    }

    /// Whether `error` says the database is busy, locked or cannot be reached, or async-kit's pool is shut down or
    /// gave no connection in time.
    public func meansUnavailable(_ error: any Error) -> Bool {
        switch error {
        case is ConnectionPoolError, is ConnectionPoolTimeoutError: return true
        case let sqlite as SQLiteError:
            let reason = String(describing: sqlite.reason)
            return Self.unavailableReasons.contains { reason.hasPrefix($0) }
        default: return false
        }
    }

    /// The SQLite result-code families (`busy`, `busyTimeout`...) of a database that is busy, locked or unreachable.
    private static let unavailableReasons = [
        "busy", "locked", "cantOpen", "ioError", "noMemory", "connection", "close",
    ]

    /// The column names of SQLite's `Table.column, Table.column` list.
    private static func columns(_ list: Substring) -> [String] {
        list.split(separator: ",").compactMap { qualified in
            qualified.split(separator: ".").last?.trimmingCharacters(in: .whitespaces)
        }
    }
}
