import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksServer
import TestServices
import TestSupport
import Testing

/// The Python each host serves at `/types/python`, imported by a script that calls the host over HTTP with the real
/// `servicestack` PyPI client: typed calls, field errors, auth, AutoQuery and CRUD.
@Suite(.tags(.processes), .enabled(if: Toolchain.python.isInstalled, Toolchain.python.missingReason))
struct PythonLiveClientProcessTests {
    struct FailedCall: Decodable {
        var status: Int?
        var errorCode: String?
        var fields: [String]
    }

    struct TestServerResult: Decodable {
        var helloType: String
        var helloResult: String?
        var validation: FailedCall?
    }

    struct TechStacksResult: Decodable {
        var anonymous: FailedCall?
        var authUserName: String?
        var authHasSession: Bool
        var invalid: FailedCall?
        var pageTotal: Int?
        var pageOffset: Int?
        var pageNames: [String?]
        var allNames: [String?]
        var allTotal: Int?
        var createdType: String
        var createdSlug: String?
        var createdTier: String?
        var updatedVendor: String?
        var foundVendors: [String?]
        var afterDeleteTotal: Int?
    }

    @Test func testServerTypedCallAndFieldErrors() async throws {
        let host = try await makeTestHost()
        let result = try await host.test(.live) { client in
            try await Self.run(PythonLiveClientScripts.testServer, against: client, as: TestServerResult.self)
        }
        #expect(result.helloType == "HelloResponse")
        #expect(result.helloResult == "Hello, Python!")
        let validation = try #require(result.validation)
        #expect(validation.status == 400)
        #expect(validation.errorCode == "InclusiveBetween")
        #expect(Set(validation.fields) == ["Age", "Required", "Email"])
    }

    @Test func techStacksAuthAutoQueryAndCrud() async throws {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        let result: TechStacksResult
        do {
            result = try await host.test(.live) { client in
                try await Self.run(PythonLiveClientScripts.techStacks, against: client, as: TechStacksResult.self)
            }
        } catch {
            await storage.close()
            throw error
        }
        await storage.close()

        #expect(result.anonymous?.status == 401)
        #expect(result.authUserName == "demo")
        #expect(result.authHasSession)
        let invalid = try #require(result.invalid)
        #expect(invalid.status == 400)
        #expect(Set(invalid.fields).isSuperset(of: ["Name", "Tier"]), "\(invalid.fields)")

        #expect(result.allNames.count > 3)
        #expect(result.allNames.allSatisfy { $0?.localizedCaseInsensitiveContains("s") == true })
        // Total is counted only when asked for (`include=Total`), as in ServiceStack.
        #expect(result.allTotal == 0)
        #expect((result.pageTotal ?? 0) >= result.allNames.count)
        #expect(result.pageOffset == 1)
        #expect(result.pageNames == Array(result.allNames.dropFirst().prefix(2)))

        #expect(result.createdType == "Technology")
        #expect(result.createdSlug == "python-client-check")
        #expect(result.createdTier == "ProgrammingLanguage")
        #expect(result.updatedVendor == "Python Software Foundation")
        #expect(result.foundVendors == ["Python Software Foundation"])
        #expect(result.afterDeleteTotal == 0)
    }

    /// Saves the host's `/types/python` as `dtos.py` beside `script` in a fresh folder, runs the script with the
    /// host's base URL and decodes the JSON object it prints last.
    static func run<Output: Decodable>(_ script: String, against client: HostTestClient, as: Output.Type)
        async throws -> Output
    {
        let python = try #require(Toolchain.python.url)
        let served = try await client.execute("GET", "types/python")
        try #require(served.status == 200, "\(served.text)")
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("py-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(served.text.utf8).write(to: folder.appendingPathComponent("dtos.py"))
        try Data(script.utf8).write(to: folder.appendingPathComponent("check.py"))
        let exit = try await ExecutableProcess.run(
            python, arguments: ["check.py", client.baseUrl], currentDirectory: folder, errors: .separate)
        try #require(exit.succeeded, "\(exit)")
        let line = exit.output.split(separator: "\n").last.map(String.init) ?? ""
        return try JSONDecoder().decode(Output.self, from: Data(line.utf8))
    }
}
