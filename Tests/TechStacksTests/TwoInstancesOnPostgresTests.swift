import Foundation
import PostgresTestSupport
import ServiceStack
import TechStacksClient
import TechStacksServer
import Testing

@Suite(
    "TechStacks: two instances on one PostgreSQL database",
    .enabled(if: PostgresTestServer.isAvailable, Comment(rawValue: PostgresTestServer.skipReason)))
@MainActor
struct TwoInstancesOnPostgresTests {
    @Test func whatOneInstanceWritesTheOtherServesAndAnnounces() async throws {
        try await PostgresTestServer.withFreshDatabase { url in
            let serverA = try await TechStacksServer.start(port: 0, database: .postgres(url: url))
            let serverB: RunningTechStacksServer
            do {
                serverB = try await TechStacksServer.start(port: 0, database: .postgres(url: url))
            } catch {
                await serverA.stop()
                throw error
            }
            do {
                try await exercise(serverA, serverB)
            } catch {
                await serverA.stop()
                await serverB.stop()
                throw error
            }
            await serverA.stop()
            await serverB.stop()
        }
    }

    private func exercise(_ serverA: RunningTechStacksServer, _ serverB: RunningTechStacksServer) async throws {
        let onB = TechStacksAppData(baseUrl: serverB.baseUrl)
        #expect(try await onB.loadAllTechnologies().count == 301, "seeded once, by the first instance")
        let (changes, watching) = try await LiveWatch.start(onB)
        defer { watching.cancel() }

        let onA = TechStacksAppData(baseUrl: serverA.baseUrl)
        try #require(await onA.signIn(userName: "demo", password: "demo").succeeded)
        let form = onA.newTechnologyForm()
        form.name = "Shared Tech"
        form.tier = .Data
        let created = try #require(await form.save().response, "\(String(describing: form.result.error))")
        #expect(created.id ?? 0 > 301, "new ids continue after the seeded ones")

        #expect(try await LiveWatch.next(changes) == "created technology shared-tech (id \(created.id ?? 0)) by demo")
        #expect(onB.allTechnologies.contains { $0.id == created.id })
        #expect(try await onB.technology(slug: "shared-tech").technology?.name == "Shared Tech")

        // A's token is good on B: same signing key, same users.
        let editorOnB = TechStacksAppData(baseUrl: serverB.baseUrl)
        editorOnB.client.bearerToken = onA.client.bearerToken
        let edit = editorOnB.editForm(for: created)
        edit.description = "Edited on B"
        #expect(await edit.save().succeeded, "\(String(describing: edit.result.error))")
        #expect(try await LiveWatch.next(changes).hasPrefix("updated technology shared-tech"))

        await serverA.stop()
        #expect(try await onB.technology(slug: "shared-tech").technology?.Description == "Edited on B")
    }
}
