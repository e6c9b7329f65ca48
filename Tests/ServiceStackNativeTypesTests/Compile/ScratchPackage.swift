import Foundation

/// A temporary SwiftPM package that compiles generated files against the `ServiceStack` sources:
/// one library target per generated file, plus optional executables. Built with one `swift build`.
struct ScratchPackage {
    struct BuildResult {
        var succeeded: Bool
        var output: String
    }

    let root: URL
    private(set) var targets: [(name: String, source: String, mainActorByDefault: Bool)] = []
    private(set) var executables: [(name: String, dependency: String, source: String)] = []

    init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ssnt-compile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Adds a library target containing one generated file, optionally with
    /// `defaultIsolation(MainActor.self)` (the setting of new app targets).
    mutating func addTarget(_ name: String, source: String, mainActorByDefault: Bool = false) {
        targets.append((name, source, mainActorByDefault))
    }

    /// Adds an executable target that imports one generated target.
    mutating func addExecutable(_ name: String, dependency: String, source: String) {
        executables.append((name, dependency, source))
    }

    func build() throws -> BuildResult {
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // A copy, not a link: the library may be edited while this package builds.
        try FileManager.default.copyItem(
            at: TestPaths.serviceStackSources,
            to: sources.appendingPathComponent("ServiceStack")
        )
        for target in targets {
            try write(
                target.source,
                to: sources.appendingPathComponent(target.name).appendingPathComponent("dtos.swift"))
        }
        for executable in executables {
            try write(
                executable.source,
                to: sources.appendingPathComponent(executable.name).appendingPathComponent("main.swift"))
        }
        try write(manifest(), to: root.appendingPathComponent("Package.swift"))

        let process = Process()
        process.executableURL = URL(fileURLWithPath: "/usr/bin/env")
        process.arguments = [
            "swift", "build", "--package-path", root.path, "--scratch-path",
            root.appendingPathComponent(".build").path,
        ]
        let pipe = Pipe()
        process.standardOutput = pipe
        process.standardError = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return BuildResult(
            succeeded: process.terminationStatus == 0, output: String(decoding: data, as: UTF8.self))
    }

    /// Runs a built executable and returns its standard output.
    func run(_ executable: String) throws -> String {
        let process = Process()
        process.executableURL = root.appendingPathComponent(".build/debug/\(executable)")
        let pipe = Pipe()
        process.standardOutput = pipe
        try process.run()
        let data = pipe.fileHandleForReading.readDataToEndOfFile()
        process.waitUntilExit()
        return String(decoding: data, as: UTF8.self)
    }

    /// Deletes the package and the lock files SwiftPM leaves beside it in the temp folder.
    func remove() {
        let fileManager = FileManager.default
        try? fileManager.removeItem(at: root)
        let temporary = fileManager.temporaryDirectory
        let marker = root.lastPathComponent
        for name in (try? fileManager.contentsOfDirectory(atPath: temporary.path)) ?? [] where name.contains(marker) {
            try? fileManager.removeItem(at: temporary.appendingPathComponent(name))
        }
    }

    private func manifest() -> String {
        var lines = [
            "// swift-tools-version:6.2",
            "import PackageDescription",
            "let package = Package(",
            "    name: \"GeneratedCodeCheck\",",
            "    platforms: [.macOS(.v14)],",
            "    targets: [",
            "        .target(name: \"ServiceStack\"),",
        ]
        for target in targets {
            let settings =
                target.mainActorByDefault ? ", swiftSettings: [.defaultIsolation(MainActor.self)]" : ""
            lines.append(
                "        .target(name: \"\(target.name)\", dependencies: [\"ServiceStack\"]\(settings)),")
        }
        for executable in executables {
            lines.append(
                "        .executableTarget(name: \"\(executable.name)\", dependencies: [\"ServiceStack\", \"\(executable.dependency)\"]),"
            )
        }
        lines += ["    ]", ")", ""]
        return lines.joined(separator: "\n")
    }

    private func write(_ text: String, to url: URL) throws {
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }
}
