import Foundation
import TechStacksClient
import TestSupport
import Testing

/// An app model watching a server's changes, for tests.
@MainActor
enum LiveWatch {
    /// Starts `watcher` watching; returns once it is subscribed, with the summaries of the changes it applies.
    static func start(_ watcher: TechStacksAppData) async throws -> (AsyncStream<String>, Task<Void, any Error>) {
        let connected = AsyncStream.makeStream(of: Void.self)
        let changes = AsyncStream.makeStream(of: String.self)
        let watching = Task { @MainActor in
            try await watcher.watchChanges(
                onConnect: { connected.continuation.yield() },
                onChange: { change in changes.continuation.yield(change.summary) })
        }
        do {
            try await next(connected.stream)
        } catch {
            watching.cancel()
            throw error
        }
        return (changes.stream, watching)
    }

    /// The stream's next value, awaited with `awaitEvent`'s generous bound (the full suite can starve the pool).
    @discardableResult
    static func next<T: Sendable>(_ stream: AsyncStream<T>) async throws -> T {
        let first = try await awaitEvent {
            var iterator = stream.makeAsyncIterator()
            return await iterator.next()
        }
        return try #require(first, "the stream ended without a value")
    }
}
