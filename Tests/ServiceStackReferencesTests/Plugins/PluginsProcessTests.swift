import Foundation
import ServiceStackServer
import TechStacksServer
import TestServices
import TestSupport
import Testing

/// Both SwiftPM plugins, used by a package that depends on this one by path: `swift package servicestack` adds a
/// reference from a running test server, the build-tool plugin generates TechStacks' DTOs from a checked-in
/// document, and both compile and call their servers over 127.0.0.1. One package and one `.build` for the suite.
@Suite(.serialized, .tags(.processes), .enabled(if: PluginScratchPackage.isEnabled))
struct PluginsProcessTests {
    /// The package, written once for the suite.
    private static let package = Result { try PluginScratchPackage() }

    private static let permissions = [
        "--allow-writing-to-package-directory", "--allow-network-connections", "all",
    ]

    @Test func commandPluginAddsAReferenceThatCompilesAndCallsTheServer() async throws {
        let package = try Self.package.get()
        let running = try await makeTestHost().start()
        let server = String(running.baseUrl.dropLast())
        do {
            let added = try await package.swift(
                ["package"] + Self.permissions + [
                    "servicestack", "--target", "App", "add", server, "Api", "--include", "Hello.*",
                ])
            #expect(added.succeeded, "\(added)")
            #expect(added.output.contains("Saved    Api.dtos.swift from \(server)/types/swift"), "\(added)")
            let dtos = try String(contentsOf: package.file("Sources/App/Api.dtos.swift"), encoding: .utf8)
            #expect(dtos.contains("\nBaseUrl: \(server)\n"))
            #expect(dtos.contains("\nIncludeTypes: Hello.*\n"))

            let checked = try await package.swift(
                ["package"] + Self.permissions + ["servicestack", "--target", "App", "check"])
            #expect(checked.succeeded, "\(checked)")
            #expect(checked.output.contains("OK       Api.dtos.swift"), "\(checked)")

            let built = try await package.swift(["build", "--product", "App"])
            #expect(built.succeeded, "\(built)")
            let called = try await package.run("App", arguments: [server])
            #expect(called.output == "Hello, Plugin!\n", "\(called)")
        } catch {
            await running.stop()
            throw error
        }
        await running.stop()
    }

    @Test func commandPluginFailsLikeXAndLeavesTheFileAsItWas() async throws {
        let package = try Self.package.get()
        let file = package.file("Sources/App/Unreachable.dtos.swift")
        let original = "/* Options:\nDate: 2020-01-01\nVersion: 8\nBaseUrl: http://127.0.0.1:9\n*/\n"
        try Data(original.utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let updated = try await package.swift(
            ["package"] + Self.permissions + ["servicestack", "--target", "App", "update", "Unreachable.dtos.swift"])
        #expect(!updated.succeeded, "\(updated)")
        #expect(updated.output.contains("Failed   Unreachable.dtos.swift: could not reach"), "\(updated)")
        #expect(updated.output.contains("Nothing was written."), "\(updated)")
        #expect(try String(contentsOf: file, encoding: .utf8) == original)
    }

    @Test func buildToolPluginGeneratesDtosThatCompileAndCallTechStacks() async throws {
        let package = try Self.package.get()
        let built = try await package.swift(["build", "--product", "TechStacksApp"])
        #expect(built.succeeded, "\(built)")
        let generated = try Self.generatedFile("TechStacks.dtos.swift", under: package.file(".build/plugins/outputs"))
        let text = try String(contentsOf: generated, encoding: .utf8)
        #expect(text.contains("\nBaseUrl: https://techstacks.example.org\n"), "the configuration's BaseUrl")
        #expect(text.contains("\nIncludeTypes: GetAllTechnologies.*\n"), "the configuration's IncludeTypes")
        #expect(text.contains("class GetAllTechnologies"))
        #expect(!text.contains("class GetAllTechnologyStacks"))

        let server = try await TechStacksServer.start()
        do {
            let called = try await package.run("TechStacksApp", arguments: [String(server.baseUrl.dropLast())])
            #expect(called.succeeded, "\(called)")
            let lines = called.output.split(separator: "\n")
            #expect(lines.first.map { $0.hasPrefix("technologies: ") && $0 != "technologies: 0" } == true, "\(called)")
        } catch {
            await server.stop()
            throw error
        }
        await server.stop()
    }

    @Test func brokenDocumentFailsTheBuildNamingTheFile() async throws {
        let package = try Self.package.get()
        let built = try await package.swift(["build", "--target", "Broken"])
        #expect(!built.succeeded, "\(built)")
        #expect(built.output.contains("Broken.metadata.json: error: not a usable metadata document"), "\(built)")
    }

    private static func generatedFile(_ name: String, under folder: URL) throws -> URL {
        let files = FileManager.default.enumerator(at: folder, includingPropertiesForKeys: nil)
        while let file = files?.nextObject() as? URL {
            if file.lastPathComponent == name { return file }
        }
        throw CocoaError(.fileNoSuchFile, userInfo: [NSFilePathErrorKey: folder.appendingPathComponent(name).path])
    }
}
