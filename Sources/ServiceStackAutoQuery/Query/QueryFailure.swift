import ServiceStackServer

/// A query the database could not run, or whose rows did not decode: a 500, or a 503 when the database is
/// unavailable, with a generic message. The database's own text stays out of the response; it is in the server
/// log and, through `debugDescription`, in debug mode's `stackTrace`.
struct QueryFailure: HTTPStatusError, CustomStringConvertible, CustomDebugStringConvertible {
    let underlying: any Error
    let status: Int

    /// The failure `error` is, as `engine` reads its database's errors.
    init(_ error: any Error, engine: any SQLEngine) {
        underlying = error
        status = engine.meansUnavailable(error) ? 503 : 500
    }

    var errorCode: String { status == 503 ? "ServiceUnavailable" : "InternalServerError" }
    var message: String {
        status == 503 ? "The database is unavailable, try again later" : "The query could not be run"
    }
    var description: String { "QueryFailure(\(status) \(errorCode): \(message))" }
    var debugDescription: String { "\(description) caused by \(String(reflecting: underlying))" }
}
