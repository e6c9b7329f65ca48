import Foundation
import Observation
import ServiceStack
import ServiceStackServerTesting
import TechStacksClient
import Testing

@Suite("TechStacks changes, live over Server Events")
@MainActor
struct LiveChangesTests {
    @Test func anotherAppSeesEachChangeAsItHappens() async throws {
        try await withTechStacksServer(.live) { client in
            let watcher = TechStacksAppData(baseUrl: client.baseUrl)
            try await watcher.loadAllTechnologies()
            let (changes, watching) = try await startWatching(watcher)
            defer { watching.cancel() }

            let editor = TechStacksAppData(baseUrl: client.baseUrl)
            try #require(await editor.signIn(userName: "demo", password: "demo").succeeded)
            let listChanged = FlagBox()
            withObservationTracking {
                _ = watcher.allTechnologies
            } onChange: {
                listChanged.set()
            }

            let form = editor.newTechnologyForm()
            form.name = "Live Tech"
            form.tier = .Data
            let id = try #require(await form.save().response?.id)
            #expect(try await firstValue(of: changes) == "created technology live-tech (id \(id)) by demo")
            #expect(listChanged.value)
            #expect(watcher.allTechnologies.first { $0.id == id }?.name == "Live Tech")

            form.name = "Live Tech Renamed"
            try #require(await form.save().succeeded)
            #expect(try await firstValue(of: changes) == "updated technology live-tech (id \(id)) by demo")
            #expect(watcher.allTechnologies.first { $0.id == id }?.name == "Live Tech Renamed")

            try #require(await editor.deleteTechnology(id: id).succeeded)
            #expect(try await firstValue(of: changes) == "deleted technology live-tech (id \(id)) by demo")
            #expect(!watcher.allTechnologies.contains { $0.id == id })
            #expect(watcher.changeCount == 3)
        }
    }

    @Test func aFailedWriteAnnouncesNothing() async throws {
        try await withTechStacksServer(.live) { client in
            let watcher = TechStacksAppData(baseUrl: client.baseUrl)
            let (changes, watching) = try await startWatching(watcher)
            defer { watching.cancel() }

            let editor = TechStacksAppData(baseUrl: client.baseUrl)
            try #require(await editor.signIn(userName: "demo", password: "demo").succeeded)
            let failing = editor.newStackForm()
            failing.name = "Rolled Back"
            failing.technologyIds = [987_654]
            #expect(await failing.save().failed)
            let stack = editor.newStackForm()
            stack.name = "Kept"
            try #require(await stack.save().succeeded)
            #expect(try await firstValue(of: changes).hasPrefix("created stack kept "))
        }
    }

    /// Starts `watcher` watching; returns once it is subscribed, with the summaries of the changes it applies.
    private func startWatching(_ watcher: TechStacksAppData) async throws -> (
        AsyncStream<String>, Task<Void, any Error>
    ) {
        let connected = AsyncStream.makeStream(of: Void.self)
        let changes = AsyncStream.makeStream(of: String.self)
        let watching = Task { @MainActor in
            try await watcher.watchChanges(
                onConnect: { connected.continuation.yield() },
                onChange: { change in changes.continuation.yield(change.summary) })
        }
        do {
            try await firstValue(of: connected.stream)
        } catch {
            watching.cancel()
            throw error
        }
        return (changes.stream, watching)
    }

    /// The stream's next value, waiting up to a minute (the full suite can starve the cooperative pool).
    @discardableResult
    private func firstValue<T: Sendable>(of stream: AsyncStream<T>) async throws -> T {
        try await withThrowingTaskGroup(of: T?.self) { group in
            group.addTask {
                var iterator = stream.makeAsyncIterator()
                return await iterator.next()
            }
            group.addTask {
                try await Task.sleep(for: .seconds(60))
                return nil
            }
            defer { group.cancelAll() }
            let first = try await group.next() ?? nil
            return try #require(first, "nothing arrived within 60 s")
        }
    }
}
