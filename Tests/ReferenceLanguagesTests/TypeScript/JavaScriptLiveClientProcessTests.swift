import Foundation
import ServiceStackServer
import ServiceStackServerTesting
import TechStacksServer
import TestServices
import TestSupport
import Testing

/// The JavaScript module a host serves at `/types/js` works in node: a script imports its DTOs, calls test-server
/// and TechStacks listening on 127.0.0.1 through a `JsonServiceClient` (the checks' own, and ServiceStack's when
/// `SERVICESTACK_JS_CLIENT` names its sources), and the results it prints are asserted on here.
@Suite(.tags(.processes))
struct JavaScriptLiveClientProcessTests {
    @Test(
        "node calls test-server with its /types/js DTOs through the checks' client",
        .enabled(if: Toolchain.node.isInstalled, Toolchain.node.missingReason))
    func testServerWithTheChecksClient() async throws {
        try await checkTestServer(with: .stub)
    }

    @Test(
        "node calls TechStacks with its /types/js DTOs through the checks' client",
        .enabled(if: Toolchain.node.isInstalled, Toolchain.node.missingReason))
    func techStacksWithTheChecksClient() async throws {
        try await checkTechStacks(with: .stub)
    }

    @Test(
        "node calls test-server with its /types/js DTOs through ServiceStack's JsonServiceClient",
        .enabled(if: ServiceStackJavaScriptClient.isAvailable, ServiceStackJavaScriptClient.missingReason))
    func testServerWithServiceStacksClient() async throws {
        try await checkTestServer(with: .serviceStack)
    }

    @Test(
        "node calls TechStacks with its /types/js DTOs through ServiceStack's JsonServiceClient",
        .enabled(if: ServiceStackJavaScriptClient.isAvailable, ServiceStackJavaScriptClient.missingReason))
    func techStacksWithServiceStacksClient() async throws {
        try await checkTechStacks(with: .serviceStack)
    }

    @Test("/types/mjs serves the same module as /types/js")
    func mjsIsTheSameModule() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let js = try await client.execute("GET", "types/js")
            let mjs = try await client.execute("GET", "types/mjs")
            #expect(js.status == 200)
            #expect(mjs.status == 200)
            #expect(Self.withoutDate(mjs.text) == Self.withoutDate(js.text))
            #expect(js.text.contains("export class Hello"))
        }
    }

    @Test(
        "tsc --strict accepts test-server's /types/typescript with the same calls, typed",
        .enabled(if: Toolchain.typeScript.isInstalled, Toolchain.typeScript.missingReason))
    func testServerCallsTypeCheck() async throws {
        let exit = try await typeCheck(TypeScriptTypedCallScripts.testServer(), on: try await makeTestHost())
        #expect(exit.succeeded, "\(exit.output)")
    }

    @Test(
        "tsc --strict rejects a misspelled response property: the calls are typed by the DTOs' IReturn<T>",
        .enabled(if: Toolchain.typeScript.isInstalled, Toolchain.typeScript.missingReason))
    func misspelledResponsePropertyFailsTheTypeCheck() async throws {
        let script = TypeScriptTypedCallScripts.testServer(readingHelloAs: "reslt")
        let exit = try await typeCheck(script, on: try await makeTestHost())
        #expect(!exit.succeeded)
        #expect(exit.output.contains("reslt"), "\(exit.output)")
    }

    @Test(
        "tsc --strict accepts TechStacks' /types/typescript with the same calls, typed",
        .enabled(if: Toolchain.typeScript.isInstalled, Toolchain.typeScript.missingReason))
    func techStacksCallsTypeCheck() async throws {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        let exit: ExecutableProcess.Exit
        do {
            exit = try await typeCheck(TypeScriptTypedCallScripts.techStacks, on: host)
        } catch {
            await storage.close()
            throw error
        }
        await storage.close()
        #expect(exit.succeeded, "\(exit.output)")
    }

    /// `tsc --strict --noEmit` over the host's `/types/typescript` as `dtos.ts`, the client declaration and `script`.
    private func typeCheck(_ script: String, on host: ServiceStackHost) async throws -> ExecutableProcess.Exit {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-typed-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        let dtos = try await host.test(.inMemory) { client in try await client.execute("GET", "types/typescript") }
        try #require(dtos.status == 200, "\(dtos.text)")
        let files = [
            ("dtos.ts", dtos.text), ("client.d.ts", TypeScriptTypedCallScripts.clientDeclaration),
            ("check.ts", script),
        ]
        for (name, text) in files {
            try text.write(to: folder.appendingPathComponent(name), atomically: true, encoding: .utf8)
        }
        let tsc = try #require(Toolchain.typeScript.url)
        return try await ExecutableProcess.run(
            tsc,
            arguments: ["--strict", "--noEmit", "--target", "es2020", "--module", "es2020", "--lib", "es2020,dom"]
                + files.map { folder.appendingPathComponent($0.0).path },
            errors: .mergedIntoOutput)
    }

    private func checkTestServer(with client: JavaScriptClient) async throws {
        let results = try await JavaScriptLiveRun.run(
            JavaScriptLiveScripts.testServer, on: try await makeTestHost(), client: client,
            as: TestServerResults.self)
        #expect(results.hello == "Hello, World!")
        #expect(results.sent == "Hello, Send!")
        #expect(results.helloCreatesItsResponse)
        #expect(results.helloMethod == "POST")
        #expect(results.invalid.succeeded == false)
        #expect(results.invalid.errorCode?.isEmpty == false)
        #expect(results.invalid.message?.isEmpty == false)
        #expect(results.invalid.fieldNames == ["Age", "Email", "Required"])
        #expect(results.thrown.errorCode?.isEmpty == false)
        #expect(results.thrown.fieldNames == ["Age"])
        #expect(results.query.total == 3)
        #expect(results.query.offset == 1)
        #expect(results.query.firstNames == ["Janis", "Jim"])
    }

    private func checkTechStacks(with client: JavaScriptClient) async throws {
        let (host, storage) = try await TechStacksServer.makeHost(database: .sqlite(path: nil))
        let name = "Node Check \(UUID().uuidString.prefix(8))"
        let results: TechStacksResults
        do {
            results = try await JavaScriptLiveRun.run(
                JavaScriptLiveScripts.techStacks, on: host, client: client, arguments: [name],
                as: TechStacksResults.self)
        } catch {
            await storage.close()
            throw error
        }
        await storage.close()
        #expect(results.anonymous.status == 401)
        #expect(results.anonymous.errorCode?.isEmpty == false)
        #expect(results.signedIn == "demo")
        #expect(results.created.id != nil)
        #expect(results.created.name == name)
        #expect(results.created.tier == "Server")
        #expect(results.created.createdBy == "demo")
        #expect(results.invalid.errorCode?.isEmpty == false)
        #expect(results.invalid.fieldNames == ["Name", "Tier"])
        #expect(results.found.total == 1)
        #expect(results.found.names == [name])
        #expect(results.pages.total > 3)
        #expect(results.pages.first.count == 3)
        #expect(results.pages.second == Array(results.pages.first.dropFirst()))
        #expect(results.updated.vendorName == "OpenJS Foundation")
        #expect(results.updated.tier == "Client")
        #expect(results.read.vendorName == "OpenJS Foundation")
        #expect(results.read.tier == "Client")
        #expect(results.afterDelete == 0)
    }

    /// The module without its header's `Date:` line, which says when it was generated.
    static func withoutDate(_ module: String) -> String {
        module.split(separator: "\n", omittingEmptySubsequences: false).filter { !$0.hasPrefix("Date:") }
            .joined(separator: "\n")
    }
}

/// What `JavaScriptLiveScripts.testServer` prints.
struct TestServerResults: Decodable {
    struct Failure: Decodable {
        var succeeded: Bool?
        var errorCode: String?
        var message: String?
        var fieldNames: [String]
    }

    struct Query: Decodable {
        var total: Int?
        var offset: Int?
        var firstNames: [String]
    }

    var hello: String?
    var sent: String?
    var helloCreatesItsResponse: Bool
    var helloMethod: String?
    var invalid: Failure
    var thrown: Failure
    var query: Query
}

/// What `JavaScriptLiveScripts.techStacks` prints.
struct TechStacksResults: Decodable {
    struct Refusal: Decodable {
        var status: Int
        var errorCode: String?
    }

    struct Technology: Decodable {
        var id: Int?
        var name: String?
        var tier: String?
        var createdBy: String?
    }

    struct Failure: Decodable {
        var errorCode: String?
        var fieldNames: [String]
    }

    struct Found: Decodable {
        var total: Int?
        var names: [String]
    }

    struct Pages: Decodable {
        var total: Int
        var first: [Int]
        var second: [Int]
    }

    struct Vendor: Decodable {
        var vendorName: String?
        var tier: String?
    }

    var anonymous: Refusal
    var signedIn: String?
    var created: Technology
    var invalid: Failure
    var found: Found
    var pages: Pages
    var updated: Vendor
    var read: Vendor
    var afterDelete: Int?
}
