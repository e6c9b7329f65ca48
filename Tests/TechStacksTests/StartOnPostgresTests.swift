import Foundation
import PostgresTestSupport
import TechStacksServer
import TestSupport
import Testing

@Suite(
    "TechStacks: starting on PostgreSQL",
    .enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
struct StartOnPostgresTests {
    /// What `techstacks-server --database postgres://…` does before it listens: its pool runs before the first
    /// statement (schema, seed, stores, broker) borrows a connection.
    @Test func theDatabaseIsUsedOnlyOnceItsPoolRuns() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let log = RecordedLog()
            let (_, storage) = try await TechStacksServer.makeHost(
                database: .postgres(url: url), logger: log.logger(label: "TechStacks"))
            await storage.close()
            #expect(!log.messages.isEmpty, "the start-up logged nothing: is the log wired to the pool?")
            // postgres-nio's own flag is set a moment after the pool's: a lease in between is logged at debug.
            let warnings = log.warnings
            #expect(!warnings.contains { $0.contains("hasn't been called yet") }, "\(warnings)")
        }
    }
}
