import Foundation

/// A temporary SwiftPM package that compiles generated files against the `ServiceStack` and `ServiceStackWire`
/// sources: one library target per generated file, plus optional executables. Built with one `swift build`.
/// Only for code this package cannot compile as a golden module of its own (`Tests/GeneratedGoldens`):
/// targets with other settings (MainActor by default) and documents from outside the repository.
public struct ScratchPackage: Sendable {
    /// The outcome of `build()`.
    public struct BuildResult: Sendable {
        public var succeeded: Bool
        public var output: String
    }

    /// Whether compile tests are turned off with `SKIP_COMPILE_TESTS=1`.
    public static var isSkipped: Bool { ProcessInfo.processInfo.environment["SKIP_COMPILE_TESTS"] == "1" }

    /// This package's `Sources/ServiceStack`.
    static let serviceStackSources = GoldenFile.packageRoot.appendingPathComponent("Sources/ServiceStack")

    /// This package's `Sources/ServiceStackWire`, which `ServiceStack` depends on.
    static let wireSources = serviceStackSources.deletingLastPathComponent().appendingPathComponent("ServiceStackWire")

    /// This package's `Sources/ServiceStackTesting`, compiled when `includesTestingLibrary` is set.
    static let testingSources = serviceStackSources.deletingLastPathComponent()
        .appendingPathComponent("ServiceStackTesting")

    public let root: URL
    private(set) var targets: [(name: String, source: String, mainActorByDefault: Bool, dependencies: [String])] = []
    private(set) var executables: [(name: String, dependencies: [String], source: String)] = []
    /// Also compiles `ServiceStackTesting`, for generated fakes; targets list it in their `dependencies`.
    public var includesTestingLibrary = false

    /// Creates an empty package in a new temporary folder.
    public init() throws {
        root = FileManager.default.temporaryDirectory
            .appendingPathComponent("ssnt-compile-\(UUID().uuidString)", isDirectory: true)
        try FileManager.default.createDirectory(at: root, withIntermediateDirectories: true)
    }

    /// Adds a library target containing one generated file, optionally with
    /// `defaultIsolation(MainActor.self)` (the setting of new app targets).
    public mutating func addTarget(
        _ name: String, source: String, mainActorByDefault: Bool = false, dependencies: [String] = []
    ) {
        targets.append((name, source, mainActorByDefault, dependencies))
    }

    /// Adds an executable target that imports one generated target.
    public mutating func addExecutable(_ name: String, dependency: String, source: String) {
        executables.append((name, [dependency], source))
    }

    /// Adds an executable target that imports several targets.
    public mutating func addExecutable(_ name: String, dependencies: [String], source: String) {
        executables.append((name, dependencies, source))
    }

    /// Writes the package and builds it with `swift build`, at a lower CPU priority.
    public func build() async throws -> BuildResult {
        try writePackage()
        let exit = try await ExecutableProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: [
                "nice", "-n", "10", "swift", "build", "--package-path", root.path, "--scratch-path",
                root.appendingPathComponent(".build").path,
            ],
            errors: .mergedIntoOutput, within: 3_600)
        return BuildResult(succeeded: exit.succeeded, output: exit.output)
    }

    /// Runs a built executable and returns its standard output.
    public func run(_ executable: String) async throws -> String {
        try await ExecutableProcess.run(
            root.appendingPathComponent(".build/debug/\(executable)"), arguments: []
        ).output
    }

    private func writePackage() throws {
        let sources = root.appendingPathComponent("Sources")
        try FileManager.default.createDirectory(at: sources, withIntermediateDirectories: true)
        // A copy, not a link: the library may be edited while this package builds.
        try FileManager.default.copyItem(
            at: Self.serviceStackSources,
            to: sources.appendingPathComponent("ServiceStack")
        )
        try FileManager.default.copyItem(at: Self.wireSources, to: sources.appendingPathComponent("ServiceStackWire"))
        if includesTestingLibrary {
            try FileManager.default.copyItem(
                at: Self.testingSources, to: sources.appendingPathComponent("ServiceStackTesting"))
        }
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
    }

    /// Deletes the package and the lock files SwiftPM leaves beside it in the temp folder.
    public func remove() {
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
            "        .target(name: \"ServiceStackWire\"),",
            "        .target(name: \"ServiceStack\", dependencies: [\"ServiceStackWire\"]),",
        ]
        if includesTestingLibrary {
            lines.append(
                "        .target(name: \"ServiceStackTesting\", dependencies: [\"ServiceStack\", \"ServiceStackWire\"]),"
            )
        }
        for target in targets {
            let settings =
                target.mainActorByDefault ? ", swiftSettings: [.defaultIsolation(MainActor.self)]" : ""
            let dependencies = (["ServiceStack"] + target.dependencies).map { "\"\($0)\"" }.joined(separator: ", ")
            lines.append("        .target(name: \"\(target.name)\", dependencies: [\(dependencies)]\(settings)),")
        }
        for executable in executables {
            let dependencies = (["ServiceStack"] + executable.dependencies).map { "\"\($0)\"" }
                .joined(separator: ", ")
            lines.append("        .executableTarget(name: \"\(executable.name)\", dependencies: [\(dependencies)]),")
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
