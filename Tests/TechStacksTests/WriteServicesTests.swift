import Foundation
import Observation
import ServiceStack
import ServiceStackServerTesting
import TechStacksClient
import Testing

@Suite("TechStacks writes through AutoQuery CRUD")
@MainActor
struct WriteServicesTests {
    @Test func writesNeedASignedInUser() async throws {
        try await withTechStacksServer { client in
            let request = CreateTechnology()
            request.name = "Anonymous"
            request.tier = .Data
            let result = await client.api(request)
            #expect(result.failed)
            #expect(result.response == nil)
            let listed = try await client.getAsync(GetAllTechnologies())
            #expect(!listed.results.contains { $0.name == "Anonymous" })
        }
    }

    @Test func createMakesTheSlugAndFillsTheAuditColumns() async throws {
        try await withSignedInAppData { data, _ in
            let form = data.newTechnologyForm()
            form.name = "Swift NIO Extras"
            form.vendorName = "Apple"
            form.tier = .Server
            let result = await form.save()
            let saved = try #require(result.response, "\(String(describing: result.error))")
            #expect(saved.slug == "swift-nio-extras")
            #expect(saved.createdBy == "demo")
            #expect(saved.lastModifiedBy == "demo")
            #expect(saved.ownerId != nil)
            #expect(saved.created != nil)
            #expect(form.id == saved.id)
            let loaded = try await data.technology(slug: "swift-nio-extras")
            #expect(loaded.technology?.vendorName == "Apple")
            #expect(loaded.technology?.tier == .Server)
        }
    }

    @Test func invalidFieldsAreNamedAndNothingIsWritten() async throws {
        try await withSignedInAppData { data, client in
            let before = try await client.getAsync(GetAllTechnologies()).results.count
            let empty = data.newTechnologyForm()
            await empty.save()
            #expect(empty.result.failed)
            #expect(empty.fieldError("Name") != nil)
            #expect(empty.fieldError("Tier") != nil)

            let duplicate = data.newTechnologyForm()
            duplicate.name = "Swift"
            duplicate.tier = .ProgrammingLanguage
            await duplicate.save()
            #expect(duplicate.fieldError("Slug") != nil, "\(String(describing: duplicate.result.error))")

            let symbols = data.newTechnologyForm()
            symbols.name = "!!!"
            symbols.tier = .Data
            await symbols.save()
            #expect(symbols.fieldError("Slug") != nil)

            let after = try await client.getAsync(GetAllTechnologies()).results.count
            #expect(after == before)
        }
    }

    @Test func anUnknownTierIsAFieldError() async throws {
        try await withSignedInAppData { data, client in
            let token = try #require(data.client.bearerToken)
            let response = try await client.execute(
                "POST", "technology",
                headers: ["Content-Type": "application/json", "Authorization": "Bearer \(token)"],
                body: Data(#"{"name":"Odd","tier":"Quantum"}"#.utf8))
            #expect(response.status == 400)
            let status = try #require(response.responseStatus)
            #expect(status.errors.contains { $0.fieldName == "Tier" }, "\(response.text)")
            do {
                _ = try await data.technology(slug: "odd")
                Issue.record("a technology was written from a request that failed to bind")
            } catch let error as WebServiceError {
                #expect(error.statusCode == 404)
            }
        }
    }

    @Test func updateReplacesTheEditableFieldsAndKeepsTheOwner() async throws {
        try await withSignedInAppData { data, _ in
            let form = data.newTechnologyForm()
            form.name = "Editable"
            form.vendorName = "Vendor"
            form.tier = .Data
            let created = try #require(await form.save().response)

            form.vendorName = ""
            form.description = "Changed"
            let updated = try #require(await form.save().response)
            #expect(updated.id == created.id)
            #expect(updated.vendorName == nil)
            #expect(updated.Description == "Changed")
            #expect(updated.slug == "editable")
            #expect(updated.createdBy == "demo")
            #expect(updated.ownerId == created.ownerId)
            #expect(data.allTechnologies.filter { $0.id == created.id }.count == 1)
        }
    }

    @Test func stacksKeepTheirTechnologiesAndDeletesCleanUp() async throws {
        try await withSignedInAppData { data, _ in
            let technology = data.newTechnologyForm()
            technology.name = "Short Lived"
            technology.tier = .Data
            let techId = try #require(await technology.save().response?.id)
            let swiftId = try #require(try await data.technology(slug: "swift").technology?.id)

            let stack = data.newStackForm()
            stack.name = "Two Techs"
            stack.technologyIds = [swiftId, techId]
            let saved = await stack.save()
            #expect(saved.succeeded, "\(String(describing: saved.error))")
            var details = try #require(try await data.stack(slug: "two-techs").result)
            #expect(Set(details.technologyChoices.compactMap(\.technologyId)) == [swiftId, techId])

            let deleted = await data.deleteTechnology(id: techId)
            // As in ServiceStack, a CRUD delete fills no `result`.
            #expect(deleted.succeeded)
            #expect(deleted.response?.result == nil)
            details = try #require(try await data.stack(slug: "two-techs").result)
            #expect(details.technologyChoices.compactMap(\.technologyId) == [swiftId])
            #expect(!data.allTechnologies.contains { $0.id == techId })

            let again = await data.deleteTechnology(id: techId)
            #expect(again.failed)
            #expect(again.errorCode != nil)
        }
    }

    @Test func unknownTechnologiesRollTheStackBack() async throws {
        try await withSignedInAppData { data, client in
            let before = try await client.getAsync(GetAllTechnologyStacks()).results.count
            let stack = data.newStackForm()
            stack.name = "Built On Nothing"
            stack.technologyIds = [987_654]
            await stack.save()
            #expect(stack.fieldError("TechnologyIds")?.contains("987654") == true)
            #expect(try await client.getAsync(GetAllTechnologyStacks()).results.count == before)
        }
    }

    @Test func aFailedSaveNotifiesObserversOfTheResult() async throws {
        try await withSignedInAppData { data, _ in
            let form = data.newTechnologyForm()
            let fired = FlagBox()
            withObservationTracking {
                _ = form.result
            } onChange: {
                fired.set()
            }
            await form.save()
            #expect(fired.value)
            #expect(form.result.hasFieldError("name"))
            #expect(!form.isSaving)

            form.name = "Observed"
            form.tier = .Client
            let list = FlagBox()
            withObservationTracking {
                _ = data.allTechnologies
            } onChange: {
                list.set()
            }
            await form.save()
            #expect(list.value)
            #expect(form.result.succeeded)
        }
    }

    /// An app model signed in as the demo user on a fresh server, and a raw client of the same server.
    private func withSignedInAppData(
        _ body: @MainActor (TechStacksAppData, HostTestClient) async throws -> Void
    ) async throws {
        try await withTechStacksServer { client in
            let data = TechStacksAppData(client: client.makeClient())
            let signIn = await data.signIn(userName: "demo", password: "demo")
            try #require(signIn.succeeded, "\(String(describing: signIn.error))")
            #expect(data.signedInUserName == "demo")
            try await data.loadAllTechnologies()
            try await body(data, client)
        }
    }
}
