import Foundation
import ServiceStack
import ServiceStackNativeTypes
import Testing

@testable import ServiceStackServer

@Suite struct SchemaRecorderTests {
    private func describe(_ type: any Decodable.Type) -> (MetadataType, [MetadataType]) {
        let collector = MetadataTypeCollector()
        let described = collector.describe(type, asDefinition: false)
        collector.drain()
        return (described, collector.types)
    }

    private func property(_ type: MetadataType, _ name: String) throws -> MetadataPropertyType {
        try #require(type.properties?.first { $0.name == name })
    }

    @Test func classPropertiesKeepDeclarationOrderAndDotNetTypes() throws {
        let (type, _) = describe(RecClass.self)
        #expect(type.name == "RecClass")
        #expect(
            type.properties?.map(\.name)
                == ["Id", "Name", "Tags", "Scores", "When", "Child", "Kind", "Level", "Duration"])
        let id = try property(type, "Id")
        #expect(id.type == "Int32")
        #expect(id.isValueType == true)
        #expect(id.isPrimaryKey == true)
        #expect(try property(type, "Name").type == "String")
        let tags = try property(type, "Tags")
        #expect(tags.type == "List`1")
        #expect(tags.genericArgs == ["String"])
        #expect(try property(type, "Scores").genericArgs == ["String", "Int32"])
        let when = try property(type, "When")
        #expect(when.type == "Nullable`1")
        #expect(when.genericArgs == ["DateTime"])
        #expect(try property(type, "Child").type == "RecClass")
        let kind = try property(type, "Kind")
        #expect(kind.genericArgs == ["RecKind"])
        #expect(kind.isEnum == true)
        #expect(try property(type, "Level").type == "RecLevel")
        #expect(try property(type, "Duration").genericArgs == ["TimeSpan"])
    }

    @Test func structScalarsAndNestedCollections() throws {
        let (type, types) = describe(RecStruct.self)
        #expect(try property(type, "Count").type == "Int32")
        #expect(try property(type, "Ratio").genericArgs == ["Double"])
        let names = try property(type, "Names")
        #expect(names.type == "HashSet`1")
        #expect(try property(type, "Blob").type == "Byte[]")
        #expect(try property(type, "Guid").genericArgs == ["Guid"])
        #expect(try property(type, "Amount").type == "Decimal")
        let nested = try property(type, "Nested")
        #expect(nested.type == "List`1")
        #expect(nested.genericArgs == ["Dictionary<String,RecStruct>"])
        #expect(try property(type, "Uncountable").type == "String")
        #expect(types.contains { $0.name == "RecStruct" })
    }

    @Test func recursiveTypesAreListedOnce() {
        let (type, types) = describe(RecNode.self)
        #expect(type.properties?.map(\.type) == ["Int64", "List`1"])
        #expect(types.filter { $0.name == "RecNode" }.count == 1)
        let (_, classTypes) = describe(RecClass.self)
        #expect(classTypes.filter { $0.name == "RecClass" }.count == 1)
    }

    @Test func enumsListTheirMembers() throws {
        let (_, types) = describe(RecClass.self)
        let kind = try #require(types.first { $0.name == "RecKind" })
        #expect(kind.isEnum == true)
        #expect(kind.enumNames == ["alpha", "Beta"])
        #expect(kind.enumValues == nil)
        let level = try #require(types.first { $0.name == "RecLevel" })
        #expect(level.enumNames == ["low", "high"])
        #expect(level.enumValues == ["1", "5"])
    }

    @Test func subclassesListOnlyTheirOwnPropertiesAndInherit() throws {
        let (type, types) = describe(RecDerived.self)
        #expect(type.properties?.map(\.name) == ["Extra"])
        #expect(type.inherits?.name == "RecBase")
        let base = try #require(types.first { $0.name == "RecBase" })
        #expect(base.properties?.map(\.name) == ["BaseId"])
    }

    @Test func genericBasesNameTheirArgumentsAndListTheirDefinitions() throws {
        let collector = MetadataTypeCollector()
        let request = collector.describe(QueryRecPocos.self, asDefinition: false)
        let response = collector.describe(QueryResponse<RecPoco>.self, asDefinition: false)
        let returnType = collector.reference(for: QueryResponse<RecPoco>.self).typeName
        collector.drain()
        #expect(request.properties?.map(\.name) == ["NameContains"])
        #expect(request.inherits?.name == "QueryDb`1")
        #expect(request.inherits?.namespace == "ServiceStack")
        #expect(request.inherits?.genericArgs == ["RecPoco"])
        #expect(returnType.name == "QueryResponse`1")
        #expect(returnType.genericArgs == ["RecPoco"])
        #expect(response.name == "QueryResponse`1")
        #expect(response.genericArgs == ["T"])
        #expect(try property(response, "Results").genericArgs == ["RecPoco"])
        let types = collector.types
        let queryDb = try #require(types.first { $0.name == "QueryDb`1" })
        #expect(queryDb.genericArgs == ["T"])
        #expect(queryDb.isGenericTypeDef == true)
        #expect(queryDb.inherits?.name == "QueryBase")
        #expect(types.contains { $0.name == "QueryBase" })
        #expect(types.contains { $0.name == "RecPoco" })
        let definition = try #require(types.first { $0.name == "QueryResponse`1" })
        #expect(try property(definition, "Results").genericArgs == ["T"])
    }

    @Test func nonOptionalCyclesEndWithoutRecursing() {
        let (type, _) = describe(RecTree.self)
        #expect(type.properties?.map(\.name) == ["Label", "Left"])
        #expect(type.properties?.last?.type == "RecTree")
    }

    @Test func failingDecodersKeepWhatWasRecorded() {
        let (type, _) = describe(RecFailing.self)
        #expect(type.properties?.map(\.name) == ["First"])
    }

    @Test func hooksOverrideTypesDescriptionsAndNamespace() throws {
        let (type, _) = describe(RecDescribed.self)
        #expect(type.namespace == "MyApp.ServiceModel")
        #expect(type.description == "A described type")
        let seconds = try property(type, "Seconds")
        #expect(seconds.type == "TimeSpan")
        #expect(seconds.description == "A duration")
        #expect(try property(type, "Title").isRequired == true)
    }

    @Test func swiftTypeNamesParseGenericsAndPrivateContexts() {
        let name = SwiftTypeName.parse("ServiceStack.QueryResponse<Swift.Array<App.(unknown context at $1).Poco>>")
        #expect(name.module == "ServiceStack")
        #expect(name.name == "QueryResponse")
        #expect(name.arguments.first?.name == "Array")
        #expect(name.arguments.first?.arguments.first?.path == ["App", "Poco"])
        #expect(DotNetTypeNaming.csharpName(name) == "QueryResponse<List<Poco>>")
    }
}
