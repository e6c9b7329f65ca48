import Foundation
import ServiceStack
import ServiceStackAutoQuery
import ServiceStackNativeTypes
import ServiceStackPostgres
import ServiceStackServer
import ServiceStackServerTesting
import Testing

@Suite("AutoQuery registrations take OperationOptions")
struct OperationOptionsTests {
    @Test(arguments: DatabaseKind.allCases) func queriesAndWritesAreRoutedGuardedAndTagged(_ kind: DatabaseKind)
        async throws
    {
        try await kind.withDatabase { database in
            let host = ServiceStackHost(name: "operation-options")
            let autoQuery = AutoQueryFeature(database: database)
            try autoQuery.register(
                FindTechnologies.self, table: "Technology",
                operation: OperationOptions(routes: [Route("/techs")], requiresAuth: true, tags: ["catalog"]),
                on: host)
            try autoQuery.register(
                CreateRocket.self,
                operation: OperationOptions(routes: [Route("/rockets")], requiredRoles: ["Admin"], tags: ["rockets"]),
                options: CrudOptions(ignoredProperties: ["tags"]), on: host)
            try await host.test(.inMemory) { client in
                let query = try await #require(throws: WebServiceError.self) {
                    let _: QueryResponse<Technology> = try await client.getAsync("/techs")
                }
                #expect(query.statusCode == 401)
                let create = try await #require(throws: WebServiceError.self) {
                    _ = try await client.postAsync(CreateRocket())
                }
                #expect(create.statusCode == 401)

                let (data, _) = try #require(try await client.getDataAsync(url: "/types/metadata"))
                let operations = try MetadataTypes.decode(from: data).operations
                let find = try #require(operations.first { $0.request.name == "FindTechnologies" })
                #expect(find.tags == ["catalog"])
                #expect(find.requiresAuth == true)
                #expect(find.routes == [MetadataRoute(path: "/techs", verbs: nil)])
                let rocket = try #require(operations.first { $0.request.name == "CreateRocket" })
                #expect(rocket.tags == ["rockets"])
                #expect(rocket.routes == [MetadataRoute(path: "/rockets", verbs: "POST")])
            }
        }
    }
}
