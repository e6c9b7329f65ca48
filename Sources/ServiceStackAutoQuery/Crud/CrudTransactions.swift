import Logging
import SQLKit

/// Runs each write as one transaction on one database session (`withSession`: one pooled connection, or the
/// shared connection itself). On a single shared connection, a transaction has the connection to itself: no other
/// write's statement may land between its BEGIN and COMMIT. Single-statement writes, atomic by themselves, share
/// it with each other.
struct CrudTransactions: Sendable {
    let database: any SQLDatabase
    /// Reads the database's errors.
    let engine: any SQLEngine
    /// Nil when the database gives each session its own connection and writes may run concurrently.
    let lock: AsyncSharedLock?

    init(database: any SQLDatabase, engine: any SQLEngine, serialized: Bool) {
        self.database = database
        self.engine = engine
        lock = serialized ? AsyncSharedLock() : nil
    }

    /// Whether writes to `database` must wait for one another: yes unless each of its sessions is a connection
    /// of its own.
    static func needsSerializedWrites(_ database: any SQLDatabase, engine: some SQLEngine) -> Bool {
        !engine.givesEachSessionItsOwnConnection(database)
    }

    /// Runs `body` inside BEGIN ... COMMIT, rolling back when it throws; when `body` runs one statement, which
    /// is atomic by itself, without them.
    func run<Result>(
        singleStatement: Bool, _ body: @escaping @Sendable (any SQLDatabase) async throws -> Result
    ) async throws -> Result {
        let write = {
            do {
                return singleStatement ? try await database.withSession(body) : try await transaction(body)
            } catch  where engine.meansUnavailable(error) {
                // No connection could be had (the statements' own errors are mapped where they run).
                throw QueryFailure(error, engine: engine)
            }
        }
        guard let lock else { return try await write() }
        // Even a single statement waits for an open transaction: on a shared connection it would join it.
        await lock.acquire(exclusive: !singleStatement)
        do {
            let result = try await write()
            lock.release(exclusive: !singleStatement)
            return result
        } catch {
            lock.release(exclusive: !singleStatement)
            throw error
        }
    }

    private func transaction<Result>(_ body: @escaping @Sendable (any SQLDatabase) async throws -> Result)
        async throws -> Result
    {
        try await database.withSession { session in
            try await statement("BEGIN", on: session)
            do {
                let result = try await body(session)
                try await statement("COMMIT", on: session)
                return result
            } catch {
                do {
                    try await statement("ROLLBACK", on: session)
                } catch {
                    session.logger.error("AutoQuery CRUD could not roll back: \(String(reflecting: error))")
                }
                throw error
            }
        }
    }

    private func statement(_ sql: String, on session: any SQLDatabase) async throws {
        do {
            try await session.raw(SQLQueryString(sql)).run()
        } catch {
            throw QueryFailure(error, engine: engine)
        }
    }
}
