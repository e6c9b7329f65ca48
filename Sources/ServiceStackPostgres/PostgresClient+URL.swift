import Foundation
import NIOSSL
import PostgresNIO

/// A database URL that does not name a PostgreSQL server.
public struct PostgresURLError: Error, CustomStringConvertible {
    /// What is wrong with the URL (never its password).
    public let description: String
}

extension PostgresClient.Configuration {
    /// The server a `postgres://user:password@host:port/database` URL names (`postgresql://` too). The port
    /// defaults to 5432 and the user to `postgres`; `?sslmode=require` (or `verify-full`) insists on TLS,
    /// `?sslmode=prefer` uses it when offered, and anything else connects without it, as on a private network.
    public init(url text: String) throws {
        guard let url = URLComponents(string: text), let scheme = url.scheme?.lowercased(),
            scheme == "postgres" || scheme == "postgresql"
        else {
            throw PostgresURLError(description: "not a postgres:// URL")
        }
        guard let host = url.host, !host.isEmpty else {
            throw PostgresURLError(description: "the postgres:// URL names no host")
        }
        let database = url.path.hasPrefix("/") ? String(url.path.dropFirst()) : url.path
        let sslMode = url.queryItems?.first { $0.name == "sslmode" }?.value?.lowercased()
        let tls: TLS =
            switch sslMode {
            case "require", "verify-ca", "verify-full": .require(.makeClientConfiguration())
            case "prefer": .prefer(.makeClientConfiguration())
            default: .disable
            }
        self.init(
            host: host, port: url.port ?? 5432, username: url.user ?? "postgres", password: url.password,
            database: database.isEmpty ? nil : database, tls: tls)
    }
}
