import Foundation
import ServiceStackNativeTypes
import TestSupport
import Testing

/// The Python generated for the in-repo fixture documents imports under the real `servicestack` package and is
/// clean under mypy.
@Suite(.tags(.processes), .enabled(if: Toolchain.python.isInstalled, Toolchain.python.missingReason))
struct PythonFixtureProcessTests {
    static let fixtures = ["bookings", "catalog", "techstacks", "test-server"]
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
        // Not clean yet with ServiceStack's default imports: `from marshmallow.fields import *` binds List, Dict
        // and Enum before `from typing import *` (mypy keeps the first), and dataclasses_json's stubs reject
        // `letter_case=LetterCase.CAMEL`. Recorded as a known issue so it shows when it becomes clean.
        let checked = try await ExecutableProcess.run(
            python,
            arguments: [
                "-m", "mypy", "--ignore-missing-imports", "--follow-untyped-imports", "--no-incremental", "dtos.py",
            ],
            currentDirectory: folder, errors: .mergedIntoOutput)
        withKnownIssue("mypy: marshmallow.fields star import shadows typing; dataclasses_json LetterCase stubs") {
            #expect(checked.succeeded, "\(checked)")
        }
    }
}
