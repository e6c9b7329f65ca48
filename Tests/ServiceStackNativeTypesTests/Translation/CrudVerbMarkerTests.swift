import Foundation
import ServiceStackNativeTypes
import Testing

/// CRUD requests keep their verb: `ICreateDb<T>` and its kin are dropped from Swift DTOs, and a request that listed
/// no verb marker beside them gets the one its operation's method (or its CRUD interface) names.
@Suite struct CrudVerbMarkerTests {
    static func crudOperation(_ implements: [String], method: String?) -> MetadataTypes {
        var request = MetadataType(name: "ChangeAlbum", namespace: "Chinook")
        request.implements = implements.map {
            MetadataTypeName(name: $0, namespace: "ServiceStack", genericArgs: $0.hasSuffix("`1") ? ["Album"] : [])
        }
        var property = MetadataPropertyType(name: "Id", type: "Int32", namespace: "System")
        property.isValueType = true
        request.properties = [property]
        var operation = MetadataOperationType(request: request)
        operation.method = method
        operation.returnType = MetadataTypeName(name: "IdResponse", namespace: "ServiceStack")
        operation.dataModel = MetadataTypeName(name: "Album", namespace: "Chinook")
        var idResponse = MetadataType(name: "IdResponse", namespace: "ServiceStack")
        idResponse.properties = [MetadataPropertyType(name: "Id", type: "String", namespace: "System")]
        return MetadataTypes(types: [idResponse], operations: [operation])
    }

    private func declaration(_ implements: [String], method: String?) throws -> String {
        let output = try Fixtures.generate(Self.crudOperation(implements, method: method))
        let line = output.split(separator: "\n").first { $0.hasPrefix("public class ChangeAlbum") }
        return String(try #require(line))
    }

    @Test(arguments: [
        ("ICreateDb`1", "IPost"), ("ISaveDb`1", "IPost"), ("IUpdateDb`1", "IPut"), ("IPatchDb`1", "IPatch"),
        ("IDeleteDb`1", "IDelete"),
    ])
    func aCrudInterfaceWithoutMarkerGetsItsVerbsMarker(interface: String, marker: String) throws {
        #expect(try declaration([interface], method: nil) == "public class ChangeAlbum : IReturn, \(marker), Codable")
    }

    @Test func theOperationsMethodDecidesOverTheInterface() throws {
        #expect(
            try declaration(["IUpdateDb`1"], method: "PATCH") == "public class ChangeAlbum : IReturn, IPatch, Codable")
        #expect(try declaration(["IUpdateDb`1"], method: "GET") == "public class ChangeAlbum : IReturn, IPut, Codable")
    }

    @Test func aListedMarkerIsKeptAsItIs() throws {
        #expect(
            try declaration(["IPatch", "IPatchDb`1"], method: "PATCH")
                == "public class ChangeAlbum : IReturn, IPatch, Codable")
        #expect(
            try declaration(["IPut", "IPatchDb`1"], method: "PATCH")
                == "public class ChangeAlbum : IReturn, IPut, Codable")
    }

    @Test func requestsWithoutACrudInterfaceGetNoMarker() throws {
        #expect(try declaration([], method: "DELETE") == "public class ChangeAlbum : IReturn, Codable")
    }
}
