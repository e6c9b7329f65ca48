import Foundation
import ServiceStackServerTesting
import TestSupport
import Testing

@Suite struct AppMetadataTests {
    @Test func techStacksPublishesAutoQueryOperationsWithTheirModels() async throws {
        try await withTechStacksServer { client in
            let response = try await client.execute("GET", "/metadata/app.json")
            #expect(response.status == 200)
            let metadata = try JSONDecoder().decode(AppMetadataMirror.self, from: response.body)
            #expect(metadata.app.serviceName == "TechStacks")
            #expect(metadata.app.serviceDescription?.isEmpty == false)
            for plugin in ["auth", "sse", "autoquery", "ui"] {
                #expect(metadata.plugins.loaded.contains(plugin), "\(plugin) not in \(metadata.plugins.loaded)")
            }
            let conventions = try #require(metadata.plugins.autoQuery?.viewerConventions)
            #expect(conventions.contains { $0.name == "Contains" && $0.value == "%Contains" && $0.types == "string" })

            let query = try #require(metadata.operation("QueryTechnology"))
            #expect(query.method == "GET")
            #expect(query.dataModel?.name == "Technology")
            #expect(query.viewModel?.name == "TechnologyView")
            #expect(query.request.inherits?.name == "QueryDb`2")
            #expect(query.request.properties?.contains { $0.name == "NameContains" } == true)

            let create = try #require(metadata.operation("CreateTechnology"))
            #expect(create.requiresAuth == true)
            #expect(create.method == "POST")
            #expect(create.dataModel?.name == "Technology")
            let tier = try #require(create.request.properties?.first { $0.name == "Tier" })
            #expect(tier.genericArgs == ["TechnologyTier"])
            let tierType = try #require(metadata.api.types.first { $0.name == "TechnologyTier" })
            #expect(tierType.isEnum == true)
            #expect(tierType.enumNames?.contains("Data") == true)
        }
    }
}
