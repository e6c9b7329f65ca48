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
            let (changes, watching) = try await LiveWatch.start(watcher)
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
            #expect(try await LiveWatch.next(changes) == "created technology live-tech (id \(id)) by demo")
            #expect(listChanged.value)
            #expect(watcher.allTechnologies.first { $0.id == id }?.name == "Live Tech")

            form.name = "Live Tech Renamed"
            try #require(await form.save().succeeded)
            #expect(try await LiveWatch.next(changes) == "updated technology live-tech (id \(id)) by demo")
            #expect(watcher.allTechnologies.first { $0.id == id }?.name == "Live Tech Renamed")

            try #require(await editor.deleteTechnology(id: id).succeeded)
            #expect(try await LiveWatch.next(changes) == "deleted technology live-tech (id \(id)) by demo")
            #expect(!watcher.allTechnologies.contains { $0.id == id })
            #expect(watcher.changeCount == 3)
        }
    }

    @Test func aFailedWriteAnnouncesNothing() async throws {
        try await withTechStacksServer(.live) { client in
            let watcher = TechStacksAppData(baseUrl: client.baseUrl)
            let (changes, watching) = try await LiveWatch.start(watcher)
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
            #expect(try await LiveWatch.next(changes).hasPrefix("created stack kept "))
        }
    }
}
