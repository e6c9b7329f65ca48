import Foundation
import ServiceStack
import ServiceStackNativeTypes
import Testing

@Suite struct MetadataEndpointTests {
    private func metadata() async throws -> MetadataTypes {
        let (text, status, contentType) = try await MetadataServer.get("/types/metadata")
        #expect(status == 200)
        #expect(contentType?.hasPrefix("application/json") == true)
        return try MetadataTypes.decode(from: Data(text.utf8))
    }

    private func operation(_ metadata: MetadataTypes, _ name: String) throws -> MetadataOperationType {
        try #require(metadata.operations.first { $0.request.name == name })
    }

    @Test func listsEveryConformanceOperation() async throws {
        let names = Set(try await metadata().operations.map(\.request.name))
        for name in MetadataServer.conformanceOperations {
            #expect(names.contains(name), "missing \(name)")
        }
    }

    @Test func operationsCarryRoutesVerbsAndResponses() async throws {
        let metadata = try await metadata()
        let hello = try operation(metadata, "Hello")
        #expect(hello.routes?.map(\.path) == ["/hello", "/hello/{Name}"])
        #expect(hello.returnType?.name == "HelloResponse")
        #expect(hello.response?.properties?.map(\.name) == ["Result"])
        #expect(hello.method == "POST")
        #expect(hello.actions == ["ANY"])
        let restGet = try operation(metadata, "SendRestGet")
        #expect(restGet.routes?.first?.verbs == "GET")
        #expect(restGet.method == "GET")
        #expect(restGet.request.implements?.map(\.name) == ["IGet"])
        let void = try operation(metadata, "HelloReturnVoid")
        #expect(void.returnsVoid == true)
        #expect(void.response == nil)
        #expect(try operation(metadata, "Secured").requiresAuth == true)
        #expect(try operation(metadata, "Hello").requiresAuth == nil)
    }

    @Test func propertiesAreInDeclarationOrder() async throws {
        let metadata = try await metadata()
        let allTypes = try operation(metadata, "AllTypes").request
        #expect(
            allTypes.properties?.map(\.name) == [
                "Id", "NullableId", "Byte", "Short", "Int", "Long", "UShort", "UInt", "ULong", "Float",
                "Double", "Decimal", "String", "DateTime", "TimeSpan", "DateTimeOffset", "Guid", "Char",
                "KeyValuePair", "NullableDateTime", "NullableTimeSpan", "StringList", "StringArray",
                "StringMap", "IntStringMap", "SubType",
            ])
        let decimal = try #require(allTypes.properties?.first { $0.name == "Decimal" })
        #expect(decimal.type == "Decimal")
        #expect(decimal.namespace == "System")
        #expect(decimal.isValueType == true)
        let keyValuePair = try #require(allTypes.properties?.first { $0.name == "KeyValuePair" })
        #expect(keyValuePair.type == "KeyValuePair`2")
        #expect(keyValuePair.genericArgs == ["String", "String"])
        let collections = try operation(metadata, "AllCollectionTypes").request
        let lookup = try #require(collections.properties?.first { $0.name == "PocoLookupMap" })
        #expect(lookup.genericArgs == ["String", "List<Dictionary<String,Poco>>"])
    }

    @Test func typesHoldNestedAndGenericDefinitions() async throws {
        let metadata = try await metadata()
        let names = metadata.types.map(\.name)
        #expect(names.contains("SubType"))
        #expect(names.contains("Poco"))
        #expect(!names.contains("Hello"))
        let pair = try #require(metadata.types.first { $0.name == "KeyValuePair`2" })
        #expect(pair.genericArgs == ["TKey", "TValue"])
        #expect(pair.isGenericTypeDef == true)
        #expect(pair.properties?.map(\.type) == ["TKey", "TValue"])
        #expect(metadata.namespaces.contains("TestServices"))
        let baseUrl = try await MetadataServer.baseUrl().trimmingSuffix("/")
        #expect(metadata.config?.baseUrl == baseUrl)
    }

    @Test func swiftTypesHeaderCarriesTheQueryOptions() async throws {
        let (text, status, _) = try await MetadataServer.get("/types/swift?IncludeTypes=Hello.*")
        #expect(status == 200)
        let baseUrl = try await MetadataServer.baseUrl().trimmingSuffix("/")
        #expect(text.hasPrefix("/* Options:"))
        #expect(text.contains("\nBaseUrl: \(baseUrl)\n"))
        #expect(text.contains("\nIncludeTypes: Hello.*\n"))
        #expect(text.contains("\n//ExcludeTypes: \n"))
        #expect(text.contains("public class Hello : IReturn, Codable"))
        #expect(text.contains("public class HelloResponse : Codable"))
        #expect(!text.contains("public class AllTypes"))
    }

    @Test func swiftTypesRejectsInvalidOptions() async throws {
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await MetadataServer.get("/types/swift?AddImplicitVersion=abc")
        }
        #expect(error.statusCode == 400)
    }

    @Test func metadataPageListsOperationsAndRoutes() async throws {
        let (html, status, contentType) = try await MetadataServer.get("/metadata")
        #expect(status == 200)
        #expect(contentType?.hasPrefix("text/html") == true)
        for name in MetadataServer.conformanceOperations {
            #expect(html.contains("<td>\(name)</td>"), "missing \(name)")
        }
        #expect(html.contains("<code>/hello/{Name}</code>"))
        #expect(html.contains("<code>/sendrestget/{Id}</code> GET"))
    }
}

extension String {
    func trimmingSuffix(_ suffix: String) -> String {
        hasSuffix(suffix) ? String(dropLast(suffix.count)) : self
    }
}
