import SQLKit
import ServiceStackPostgres

/// Runs each write as one transaction on one database session (`withSession`: one pooled connection, or the
/// shared connection itself), one write at a time when the database is a single shared connection, so that no
/// two writes' statements interleave.
struct CrudTransactions: Sendable {
    let database: any SQLDatabase
    /// Nil when the database gives each session its own connection and writes may run concurrently.
    let lock: AsyncSerialLock?

    init(database: any SQLDatabase, serialized: Bool) {
        self.database = database
        lock = serialized ? AsyncSerialLock() : nil
    }

    /// Whether writes to `database` must wait for one another: yes unless each of its sessions is a connection
    /// of its own.
    static func needsSerializedWrites(_ database: any SQLDatabase) -> Bool {
        !(database is any PooledSQLDatabase)
    }

    /// Runs `body` inside BEGIN ... COMMIT, rolling back when it throws; when `body` runs one statement, which
    /// is atomic by itself, without them.
    func run<Result>(
        singleStatement: Bool, _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let write = { singleStatement ? try await database.withSession(body) : try await transaction(body) }
        guard let lock else { return try await write() }
        // Even a single statement waits: on a shared connection it would otherwise join another write's
        // open transaction.
        await lock.acquire()
        do {
            let result = try await write()
            await lock.release()
            return result
        } catch {
            await lock.release()
            throw error
        }
    }

    private func transaction<Result>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result)
        async throws -> Result
    {
        try await database.withSession { session in
            try await Self.statement("BEGIN", on: session)
            do {
                let result = try await body(session)
                try await Self.statement("COMMIT", on: session)
                return result
            } catch {
                do {
                    try await Self.statement("ROLLBACK", on: session)
                } catch {
                    session.logger.error("AutoQuery CRUD could not roll back: \(String(reflecting: error))")
                }
                throw error
            }
        }
    }

    private static func statement(_ sql: String, on session: any SQLDatabase) async throws {
        do {
            try await session.raw(SQLQueryString(sql)).run()
        } catch {
            throw QueryFailure(error)
        }
    }
}
