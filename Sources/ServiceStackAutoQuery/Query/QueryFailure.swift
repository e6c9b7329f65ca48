import SQLiteKit
import ServiceStackServer

/// A query the database could not run, or whose rows did not decode: a 500, or a 503 when the database is
/// unavailable, with a generic message. The database's own text stays out of the response; it is in the server
/// log and, through `debugDescription`, in debug mode's `stackTrace`.
struct QueryFailure: HTTPStatusError, CustomStringConvertible, CustomDebugStringConvertible {
    let underlying: any Error
    let status: Int

    init(_ error: any Error) {
        underlying = error
        status = Self.meansUnavailable(error) ? 503 : 500
    }

    var errorCode: String { status == 503 ? "ServiceUnavailable" : "InternalServerError" }
    var message: String {
        status == 503 ? "The database is unavailable, try again later" : "The query could not be run"
    }
    var description: String { "QueryFailure(\(status) \(errorCode): \(message))" }
    var debugDescription: String { "\(description) caused by \(String(reflecting: underlying))" }

    /// Whether the error says the database cannot be reached or is busy, rather than that the query failed.
    static func meansUnavailable(_ error: any Error) -> Bool {
        switch error {
        case is ConnectionPoolError, is ConnectionPoolTimeoutError: return true
        case let sqlite as SQLiteError:
            let reason = String(describing: sqlite.reason)
            return unavailableReasons.contains { reason.hasPrefix($0) }
        default: return PostgresErrors.meansUnavailable(error)
        }
    }

    /// The SQLite result-code families (`busy`, `busyTimeout`...) of a database that is busy, locked or unreachable.
    private static let unavailableReasons = [
        "busy", "locked", "cantOpen", "ioError", "noMemory", "connection", "close",
    ]
}
