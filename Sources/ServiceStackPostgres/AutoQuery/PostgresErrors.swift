import Foundation
import PostgresKit
import PostgresNIO
import ServiceStackAutoQuery
import _ConnectionPoolModule

/// What PostgreSQL's errors say, in the terms AutoQuery answers with: the one place that reads them.
enum PostgresErrors {
    /// The violation `error` reports, with the columns it names: unique (SQLSTATE 23505) and foreign key (23503)
    /// violations name the key of their detail (`Key (name)=(value) already exists.`), NOT NULL (23502) its column
    /// field; a value too long (22001), out of range (22003, 22008) or an index row too large (54000) names the
    /// column PostgreSQL gives, or the parts of the index's name.
    static func violation(_ error: any Error) -> (kind: ConstraintViolation.Kind, columns: [String])? {
        guard let psql = error as? PSQLError, let info = psql.serverInfo, let state = info[.sqlState] else {
            return nil
        }
        let detail = info[.detail] ?? ""
        switch state {
        case "23505": return (.unique, keyColumns(detail))
        case "23502": return (.notNull, info[.columnName].map { [$0] } ?? [])
        case "23503":
            let kind: ConstraintViolation.Kind =
                detail.contains("is still referenced") ? .stillReferenced : .missingReference
            return (kind, keyColumns(detail))
        case "54000":
            return (.valueTooLarge, indexNameParts(info[.message] ?? ""))
        case "22001", "22003", "22008":
            return (.valueTooLarge, info[.columnName].map { [$0] } ?? [])
        default: return nil
        }
    }

    /// Whether `error` says the server cannot be reached, closed the connection, or is shutting down or full.
    static func meansUnavailable(_ error: any Error) -> Bool {
        // The pools' own errors: shut down, or no connection could be made for a while (postgres-nio's circuit
        // breaker), or none in time (async-kit's, under PostgresKit's pools).
        if error is _ConnectionPoolModule.ConnectionPoolError { return true }
        if error is AsyncKit.ConnectionPoolError || error is ConnectionPoolTimeoutError { return true }
        if error is PostgresLeaseTimeout || error is PostgresConnectionClosed { return true }
        guard let psql = error as? PSQLError else { return false }
        if unavailableCodes.contains(psql.code) { return true }
        guard let state = psql.serverInfo?[.sqlState] else { return false }
        // 08: connection exception; 57P01-57P03: shutting down or starting; 53300: too many connections.
        return state.hasPrefix("08") || ["57P01", "57P02", "57P03", "53300"].contains(state)
    }

    private static let unavailableCodes: [PSQLError.Code] = [
        .connectionError, .serverClosedConnection, .clientClosedConnection, .uncleanShutdown, .poolClosed,
    ]

    /// `name` and `"ownerId"` from `Key (name, "ownerId")=(...)`.
    static func keyColumns(_ detail: String) -> [String] {
        guard let open = detail.range(of: "Key ("),
            let close = detail.range(of: ")=(", range: open.upperBound..<detail.endIndex)
        else { return [] }
        return detail[open.upperBound..<close.lowerBound].split(separator: ",").map {
            $0.trimmingCharacters(in: .whitespaces).trimmingCharacters(in: CharacterSet(charactersIn: "\""))
        }
    }

    /// `Technology`, `slug` and `key` from `... for index "Technology_slug_key"`: the parts that name columns are
    /// picked by the caller.
    static func indexNameParts(_ message: String) -> [String] {
        guard let open = message.range(of: "index \""),
            let close = message.range(of: "\"", range: open.upperBound..<message.endIndex)
        else { return [] }
        return message[open.upperBound..<close.lowerBound].split(separator: "_").map(String.init)
    }
}
