import Foundation
import ServiceStackNativeTypes
import TestSupport
import Testing

/// The in-repo fixture documents' TypeScript output compiles under `tsc --strict`, and their JavaScript module output
/// loads in node.
@Suite(.tags(.processes))
struct TypeScriptFixtureProcessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ServiceStackNativeTypesTests/Fixtures")
    static let names = ["bookings", "catalog", "techstacks", "test-server"]

    static func output(_ name: String, _ language: NativeTypesLanguage) throws -> String {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("\(name).metadata.json"))
        return try language.generate(metadata: try MetadataTypes.decode(from: data))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    @Test(
        "tsc --strict accepts the .ts and .d.ts output", .enabled(if: Toolchain.typeScript.isInstalled),
        arguments: names)
    func typeScriptCompiles(name: String) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("dtos.ts")
        let declarations = folder.appendingPathComponent("dtos.d.ts")
        try Self.output(name, .typeScript).write(to: source, atomically: true, encoding: .utf8)
        try Self.output(name, .typeScriptDeclarations).write(to: declarations, atomically: true, encoding: .utf8)
        for file in [source, declarations] {
            let tsc = try #require(Toolchain.typeScript.url)
            let exit = try await ExecutableProcess.run(
                tsc, arguments: ["--strict", "--noEmit", "--target", "es2020", "--lib", "es2020,dom", file.path],
                errors: .mergedIntoOutput)
            #expect(exit.succeeded, "\(file.lastPathComponent): \(exit.output)")
        }
    }

    @Test("node loads the .mjs output", .enabled(if: Toolchain.node.isInstalled), arguments: names)
    func javaScriptLoads(name: String) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("dtos.mjs")
        try Self.output(name, .javaScript).write(to: module, atomically: true, encoding: .utf8)
        let node = try #require(Toolchain.node.url)
        let script = "const m = await import(process.argv[1]); console.log(Object.keys(m).length)"
        let exit = try await ExecutableProcess.run(
            node, arguments: ["--input-type=module", "-e", script, module.path], errors: .mergedIntoOutput)
        #expect(exit.succeeded, "\(exit.output)")
    }
}
