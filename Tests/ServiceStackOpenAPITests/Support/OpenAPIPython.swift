import Foundation
import TestSupport
import Testing

/// The Python that has `openapi-spec-validator` and `jsonschema` (PyPI), named by `SERVICESTACK_OPENAPI_PYTHON`
/// (`scripts/install-toolchains` sets it); the checks that run it are skipped without it.
enum OpenAPIPython {
    static let variable = "SERVICESTACK_OPENAPI_PYTHON"

    /// The interpreter, when the variable names an executable.
    static var url: URL? { EnvironmentPath.file(variable, executable: true) }

    static var isInstalled: Bool { url != nil }

    static var missingReason: Comment {
        "\(variable) does not name a Python with openapi-spec-validator (eval \"$(scripts/install-toolchains)\")"
    }

    /// Writes `files` (name → contents) to a fresh folder, runs `python arguments` there, and removes it.
    static func run(_ arguments: [String], files: [String: Data]) async throws -> (succeeded: Bool, output: String) {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("openapi-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        for (name, contents) in files { try contents.write(to: folder.appendingPathComponent(name)) }
        let python = try #require(url)
        let exit = try await ExecutableProcess.run(
            python, arguments: arguments, currentDirectory: folder, errors: .mergedIntoOutput)
        return (exit.succeeded, exit.output)
    }
}
