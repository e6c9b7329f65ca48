import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// A table of the CRUD requests below.
final class CrudAlbum: Codable {
    var id: Int = 0
    var title: String?
}

/// Inserts a `CrudAlbum`.
final class CreateCrudAlbum: IReturn, ICreateDb, Codable {
    typealias Return = IdResponse
    typealias Table = CrudAlbum
    var title: String?
}

/// Replaces a `CrudAlbum`.
final class UpdateCrudAlbum: IReturn, IUpdateDb, Codable {
    typealias Return = IdResponse
    typealias Table = CrudAlbum
    var id: Int = 0
    var title: String?
}

/// Changes the set fields of a `CrudAlbum`.
final class PatchCrudAlbum: IReturn, IPatchDb, Codable {
    typealias Return = IdResponse
    typealias Table = CrudAlbum
    var id: Int = 0
    var title: String?
}

/// Deletes a `CrudAlbum`.
final class DeleteCrudAlbum: IReturnVoid, IDeleteDb, Codable {
    typealias Table = CrudAlbum
    var id: Int = 0
    init() {}
}

/// Inserts or updates a `CrudAlbum`.
final class SaveCrudAlbum: IReturn, ISaveDb, Codable {
    typealias Return = IdResponse
    typealias Table = CrudAlbum
    var id: Int?
    var title: String?
}

/// CRUD requests are described as ServiceStack describes them, from their types alone (ordinary handlers serve
/// them here).
@Suite struct MetadataCrudOperationTests {
    static func crudHost() -> ServiceStackHost {
        let host = ServiceStackHost(name: "Crud")
        host.register(CreateCrudAlbum.self) { _, _ in IdResponse() }
        host.register(UpdateCrudAlbum.self) { _, _ in IdResponse() }
        host.register(PatchCrudAlbum.self) { _, _ in IdResponse() }
        host.register(DeleteCrudAlbum.self) { _, _ in }
        host.register(SaveCrudAlbum.self) { _, _ in IdResponse() }
        return host
    }

    private func metadata() async throws -> MetadataTypes {
        try await Self.crudHost().test(.inMemory) { client in
            let (data, _) = try #require(try await client.getDataAsync(url: "/types/metadata"))
            return try MetadataTypes.decode(from: data)
        }
    }

    @Test(arguments: [
        ("CreateCrudAlbum", "IPost", "ICreateDb`1", "POST"), ("UpdateCrudAlbum", "IPut", "IUpdateDb`1", "PUT"),
        ("PatchCrudAlbum", "IPatch", "IPatchDb`1", "PATCH"), ("DeleteCrudAlbum", "IDelete", "IDeleteDb`1", "DELETE"),
        ("SaveCrudAlbum", "IPost", "ISaveDb`1", "POST"),
    ])
    func crudOperationsListTheirMarkerAndInterface(
        request: String, marker: String, interface: String, method: String
    ) async throws {
        let metadata = try await metadata()
        let operation = try #require(metadata.operations.first { $0.request.name == request })
        #expect(
            operation.request.implements == [
                MetadataTypeName(name: marker, namespace: "ServiceStack", genericArgs: []),
                MetadataTypeName(name: interface, namespace: "ServiceStack", genericArgs: ["CrudAlbum"]),
            ])
        #expect(operation.method == method)
        #expect(operation.dataModel?.name == "CrudAlbum")
        #expect(operation.viewModel == nil)
    }

    @Test func theTableIsATypeAndIdResponseIsServiceStacks() async throws {
        let metadata = try await metadata()
        let table = try #require(metadata.types.first { $0.name == "CrudAlbum" })
        #expect(table.properties?.map(\.name) == ["Id", "Title"])
        let dataModel = try #require(metadata.operations.first?.dataModel)
        #expect(dataModel.namespace == table.namespace)

        let create = try #require(metadata.operations.first { $0.request.name == "CreateCrudAlbum" })
        #expect(create.returnType == MetadataTypeName(name: "IdResponse", namespace: "ServiceStack"))
        #expect(create.response?.namespace == "ServiceStack")
        #expect(create.response?.properties?.map(\.name) == ["Id", "ResponseStatus"])
        #expect(create.response?.properties?.first?.isPrimaryKey == true)
        let delete = try #require(metadata.operations.first { $0.request.name == "DeleteCrudAlbum" })
        #expect(delete.returnsVoid == true)
    }

    @Test func anOrdinaryRequestHasNoDataModel() async throws {
        let host = ServiceStackHost(name: "Plain")
        host.register(TaggedGreeting.self) { _, _ in TaggedGreetingResponse() }
        try await host.test(.inMemory) { client in
            let (data, _) = try #require(try await client.getDataAsync(url: "/types/metadata"))
            let operation = try #require(try MetadataTypes.decode(from: data).operations.first)
            #expect(operation.dataModel == nil)
            #expect(operation.request.implements?.map(\.name) == ["IGet"])
        }
    }
}
