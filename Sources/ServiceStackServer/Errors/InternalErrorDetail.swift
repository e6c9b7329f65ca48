import Foundation

/// Errors from the server's own machinery (databases, connection pools, the network stack, the file system)
/// whose text describes the server, not the request: queries, table names, paths, addresses. Clients get a
/// generic message for them; the detail goes to the log (and to `stackTrace` in debug mode).
enum InternalErrorDetail {
    static let genericMessage = "The server could not complete the request"

    private static let internalModules: Set<Substring> = [
        "SQLiteNIO", "SQLiteKit", "SQLKit", "PostgresNIO", "PostgresKit", "MySQLNIO", "MySQLKit", "AsyncKit",
        "NIOCore", "NIOPosix", "NIOSSL", "AsyncHTTPClient", "MultipartKit",
    ]

    /// Whether `error`'s text must stay on the server.
    static func isHidden(_ error: any Error) -> Bool {
        if error is CocoaError || error is POSIXError { return true }
        let qualifiedName = String(reflecting: type(of: error))
        guard let module = qualifiedName.split(separator: ".", maxSplits: 1).first else { return false }
        return internalModules.contains(module)
    }
}
