import Logging
import PostgresNIO

/// The broker's tables: subscriptions of every instance with the time their instance last refreshed them, and
/// envelopes too large for a `NOTIFY` payload.
enum PostgresServerEventsSchema {
    static let subscriptions = "ss_event_subscriptions"
    static let messages = "ss_event_messages"
    /// Serialises schema creation between instances starting at once (`CREATE TABLE IF NOT EXISTS` can race).
    private static let advisoryLockKey: Int64 = 0x5353_4556_454E_5453

    static func create(on client: PostgresClient, logger: Logger) async throws {
        try await client.withConnection { connection in
            try await connection.query("SELECT pg_advisory_lock(\(advisoryLockKey))", logger: logger)
            do {
                try await createTables(on: connection, logger: logger)
            } catch {
                _ = try? await connection.query("SELECT pg_advisory_unlock(\(advisoryLockKey))", logger: logger)
                throw error
            }
            try await connection.query("SELECT pg_advisory_unlock(\(advisoryLockKey))", logger: logger)
        }
    }

    private static func createTables(on connection: PostgresConnection, logger: Logger) async throws {
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: subscriptions) (
                id TEXT PRIMARY KEY, server_id TEXT NOT NULL, info TEXT NOT NULL,
                last_seen TIMESTAMPTZ NOT NULL DEFAULT now())
            """, logger: logger)
        try await connection.query(
            """
            CREATE TABLE IF NOT EXISTS \(unescaped: messages) (
                id BIGSERIAL PRIMARY KEY, envelope TEXT NOT NULL, created TIMESTAMPTZ NOT NULL DEFAULT now())
            """, logger: logger)
    }
}
