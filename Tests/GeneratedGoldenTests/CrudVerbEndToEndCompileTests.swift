import Foundation
import ServiceStack
import ServiceStackServer
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The table of the CRUD requests below.
final class EchoTrack: Codable {
    var id: Int = 0
    var name: String?
}

/// Each CRUD request answers with the HTTP method it arrived with, as its `id`.
final class CreateEchoTrack: IReturn, ICreateDb, Codable {
    typealias Return = IdResponse
    typealias Table = EchoTrack
    var name: String?
}

final class UpdateEchoTrack: IReturn, IUpdateDb, Codable {
    typealias Return = IdResponse
    typealias Table = EchoTrack
    var id: Int = 0
    var name: String?
}

final class PatchEchoTrack: IReturn, IPatchDb, Codable {
    typealias Return = IdResponse
    typealias Table = EchoTrack
    var id: Int = 0
    var name: String?
}

final class DeleteEchoTrack: IReturn, IDeleteDb, Codable {
    typealias Return = IdResponse
    typealias Table = EchoTrack
    var id: Int = 0
}

/// Our server's CRUD operations → `/types/swift` → the generated DTOs, compiled by the real compiler in a program
/// that `send`s each one over HTTP: every request arrives with its CRUD verb.
@Suite(.serialized, .enabled(if: !ScratchPackage.isSkipped, "SKIP_COMPILE_TESTS=1"), .tags(.compiles))
struct CrudVerbEndToEndCompileTests {
    static func echoHost() -> ServiceStackHost {
        let host = ServiceStackHost(name: "CrudEcho")
        host.register(CreateEchoTrack.self) { _, context in echo(context) }
        host.register(UpdateEchoTrack.self) { _, context in echo(context) }
        host.register(PatchEchoTrack.self) { _, context in echo(context) }
        host.register(DeleteEchoTrack.self) { _, context in echo(context) }
        return host
    }

    private static func echo(_ context: ServiceContext) -> IdResponse {
        let response = IdResponse()
        response.id = context.method
        return response
    }

    private static func program(baseUrl: String) -> String {
        """
        import CrudDtos
        import ServiceStack

        let client = JsonServiceClient(baseUrl: "\(baseUrl)")
        let create = CreateEchoTrack()
        create.name = "new"
        let update = UpdateEchoTrack()
        update.id = 1
        let patch = PatchEchoTrack()
        patch.id = 1
        let delete = DeleteEchoTrack()
        delete.id = 1
        do {
            print("create", try await client.sendAsync(create).id ?? "none")
            print("update", try await client.sendAsync(update).id ?? "none")
            print("patch", try await client.sendAsync(patch).id ?? "none")
            print("delete", try await client.sendAsync(delete).id ?? "none")
        } catch {
            print("failed", error)
        }
        """
    }

    @Test func generatedCrudRequestsAreSentWithTheirVerb() async throws {
        let running = try await Self.echoHost().start(port: 0)
        var package = try ScratchPackage()
        defer { package.remove() }
        do {
            let (data, _) = try #require(
                try await JsonServiceClient(baseUrl: running.baseUrl).getDataAsync(url: "/types/swift"))
            let dtos = String(decoding: data, as: UTF8.self)
            #expect(dtos.contains("public class PatchEchoTrack : IReturn, IPatch, Codable"))
            #expect(dtos.contains("public class UpdateEchoTrack : IReturn, IPut, Codable"))
            #expect(dtos.contains("public class DeleteEchoTrack : IReturn, IDelete, Codable"))
            #expect(dtos.contains("public class CreateEchoTrack : IReturn, IPost, Codable"))
            #expect(!dtos.contains("ICreateDb"))

            package.addTarget("CrudDtos", source: dtos)
            package.addExecutable("SendCrud", dependency: "CrudDtos", source: Self.program(baseUrl: running.baseUrl))
            let result = try await package.build()
            let errors = result.output.split(separator: "\n").filter { $0.contains("error:") }.prefix(20)
            try #require(result.succeeded, "generated code failed to compile:\n\(errors.joined(separator: "\n"))")
            let output = try await package.run("SendCrud")
            #expect(output == "create POST\nupdate PUT\npatch PATCH\ndelete DELETE\n")
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }
}
