import Foundation
import ServiceStackNativeTypes
import TestSupport
import Testing

/// The Python generated for the in-repo fixture documents imports under the real `servicestack` package and is
/// clean under mypy.
@Suite(.tags(.processes), .enabled(if: Toolchain.python.isInstalled, Toolchain.python.missingReason))
struct PythonFixtureProcessTests {
    static let fixtures = ["bookings", "catalog", "techstacks", "test-server"]
    /// Fixture documents naming a type they do not define: mypy's one error is that name.
    static let undefinedInMetadata = ["bookings": "GeoPoint"]
    static let fixtureFolder = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ServiceStackNativeTypesTests/Fixtures")

    @Test(arguments: fixtures)
    func generatedModuleImportsAndTypeChecks(name: String) async throws {
        let python = try #require(Toolchain.python.url)
        let data = try Data(contentsOf: Self.fixtureFolder.appendingPathComponent("\(name).metadata.json"))
        let output = try NativeTypesLanguage.python.generate(metadata: try MetadataTypes.decode(from: data))
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("py-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data(output.utf8).write(to: folder.appendingPathComponent("dtos.py"))

        let imported = try await ExecutableProcess.run(
            python, arguments: ["-c", "import dtos"], currentDirectory: folder, errors: .mergedIntoOutput)
        #expect(imported.succeeded, "\(imported)")
        // The servicestack package ships no py.typed marker: without --follow-untyped-imports mypy stops at
        // `import-untyped` and types every name it exports as unknown.
        let checked = try await ExecutableProcess.run(
            python, arguments: ["-m", "mypy", "--follow-untyped-imports", "--no-incremental", "dtos.py"],
            currentDirectory: folder, errors: .mergedIntoOutput)
        if let missing = Self.undefinedInMetadata[name] {
            #expect(checked.output.contains("Name \"\(missing)\" is not defined"), "\(checked)")
            #expect(checked.output.contains("Found 1 error in 1 file"), "\(checked)")
        } else {
            #expect(checked.succeeded, "\(checked)")
        }
    }
}
