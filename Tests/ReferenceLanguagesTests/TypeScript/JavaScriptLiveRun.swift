import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// Which `@servicestack/client` a live JavaScript check installs next to the DTOs.
enum JavaScriptClient: Sendable, CustomStringConvertible {
    /// The checks' own small client (`JavaScriptClientStub`).
    case stub
    /// ServiceStack's `JsonServiceClient`, compiled from the sources `SERVICESTACK_JS_CLIENT` names.
    case serviceStack

    var description: String { self == .stub ? "the checks' client" : "ServiceStack's client" }
}

/// One run of a node script against a host listening on 127.0.0.1: the host's `/types/js` saved as `dtos.mjs` in a
/// fresh folder, the chosen client as `node_modules/@servicestack/client`, the script as `check.mjs`.
enum JavaScriptLiveRun {
    /// Runs `script` with the host's base URL and `arguments`, and decodes the JSON line it prints last.
    static func run<Results: Decodable>(
        _ script: String, on host: ServiceStackHost, client: JavaScriptClient, arguments: [String] = [],
        as type: Results.Type
    ) async throws -> Results {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("js-live-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try await install(client, in: folder)
        return try await host.test(.live) { hostClient in
            let dtos = try await hostClient.execute("GET", "types/js")
            try #require(dtos.status == 200, "\(dtos.text)")
            try dtos.text.write(to: folder.appendingPathComponent("dtos.mjs"), atomically: true, encoding: .utf8)
            let scriptFile = folder.appendingPathComponent("check.mjs")
            try script.write(to: scriptFile, atomically: true, encoding: .utf8)
            let node = try #require(Toolchain.node.url)
            let exit = try await ExecutableProcess.run(
                node, arguments: [scriptFile.path, String(hostClient.baseUrl.dropLast())] + arguments,
                currentDirectory: folder)
            try #require(exit.succeeded, "node with \(client): \(exit.output)\(exit.errorOutput)")
            let lastLine = exit.output.split(separator: "\n").last.map(String.init) ?? ""
            do {
                return try JSONDecoder().decode(Results.self, from: Data(lastLine.utf8))
            } catch {
                Issue.record("node printed \(exit.output)")
                throw error
            }
        }
    }

    /// Writes `client` into `folder/node_modules/@servicestack/client`.
    static func install(_ client: JavaScriptClient, in folder: URL) async throws {
        let package = folder.appendingPathComponent("node_modules/@servicestack/client")
        switch client {
        case .stub:
            try FileManager.default.createDirectory(at: package, withIntermediateDirectories: true)
            try JavaScriptClientStub.packageJson.write(
                to: package.appendingPathComponent("package.json"), atomically: true, encoding: .utf8)
            try JavaScriptClientStub.source.write(
                to: package.appendingPathComponent("index.js"), atomically: true, encoding: .utf8)
        case .serviceStack:
            try await ServiceStackJavaScriptClient.compile(into: package)
        }
    }
}
