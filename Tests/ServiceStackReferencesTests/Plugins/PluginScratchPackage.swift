import Foundation
import TestSupport

/// A package that depends on this one by path, as an app would, and uses both of its plugins: `App` (the command
/// plugin writes its DTOs), `TechStacksApp` (a checked-in TechStacks metadata document the build-tool plugin
/// generates from) and `Broken` (a document the build-tool plugin must refuse). Its `.build` is shared by every
/// command, so this package's dependency graph and the plugins' tools are compiled once.
///
/// Built only with `SERVICESTACK_PLUGIN_TESTS=1` (a cold build compiles `x`'s dependency graph again);
/// `SERVICESTACK_PLUGIN_TESTS_FOLDER` keeps the package in that folder (under the package root when relative) so
/// that later runs build incrementally.
struct PluginScratchPackage {
    static var isEnabled: Bool { ProcessInfo.processInfo.environment["SERVICESTACK_PLUGIN_TESTS"] == "1" }

    let root: URL
    private let isKept: Bool

    init() throws {
        let manager = FileManager.default
        if let kept = ProcessInfo.processInfo.environment["SERVICESTACK_PLUGIN_TESTS_FOLDER"], !kept.isEmpty {
            root = URL(fileURLWithPath: kept, relativeTo: PackageRoot.url).standardizedFileURL
            isKept = true
        } else {
            root = manager.temporaryDirectory.appendingPathComponent("ss-plugins-\(UUID().uuidString)")
            isKept = false
        }
        try? manager.removeItem(at: root.appendingPathComponent("Sources"))
        try manager.createDirectory(at: root, withIntermediateDirectories: true)
        try write()
    }

    /// Runs `swift arguments…` on the package, standard error merged into the output.
    func swift(_ arguments: [String], within seconds: Double = 3_600) async throws -> ExecutableProcess.Exit {
        try await ExecutableProcess.run(
            URL(fileURLWithPath: "/usr/bin/env"),
            arguments: ["nice", "-n", "10", "swift"] + arguments.prefix(1) + [
                "--package-path", root.path, "--scratch-path", root.appendingPathComponent(".build").path,
            ] + arguments.dropFirst(),
            errors: .mergedIntoOutput, within: seconds)
    }

    /// Runs a built executable of the package.
    func run(_ executable: String, arguments: [String]) async throws -> ExecutableProcess.Exit {
        try await ExecutableProcess.run(
            root.appendingPathComponent(".build/debug/\(executable)"), arguments: arguments)
    }

    /// A file of the package, by its path under the root.
    func file(_ path: String) -> URL { root.appendingPathComponent(path) }

    func remove() {
        guard !isKept else { return }
        try? FileManager.default.removeItem(at: root)
    }

    private func write() throws {
        let manager = FileManager.default
        let dependency = root.appendingPathComponent("Dependencies/ServiceStack")
        try manager.createDirectory(at: dependency.deletingLastPathComponent(), withIntermediateDirectories: true)
        try? manager.removeItem(at: dependency)
        // A link named ServiceStack: SwiftPM names a path dependency after its folder, whatever the clone's name.
        try manager.createSymbolicLink(at: dependency, withDestinationURL: PackageRoot.url)
        try put(Self.manifest, at: "Package.swift")
        try put(Self.appMain, at: "Sources/App/main.swift")
        try put(Self.techStacksMain, at: "Sources/TechStacksApp/main.swift")
        try put(Self.techStacksConfig, at: "Sources/TechStacksApp/servicestack-config.json")
        let document = PackageRoot.url.appendingPathComponent(
            "Tests/ServiceStackNativeTypesTests/Fixtures/techstacks.metadata.json")
        try manager.copyItem(at: document, to: file("Sources/TechStacksApp/TechStacks.metadata.json"))
        try put("public enum Broken {}\n", at: "Sources/Broken/Broken.swift")
        try put(#"{"types": [{"name": 42}], "operations": "none"}"#, at: "Sources/Broken/Broken.metadata.json")
    }

    private func put(_ text: String, at path: String) throws {
        let url = file(path)
        try FileManager.default.createDirectory(
            at: url.deletingLastPathComponent(), withIntermediateDirectories: true)
        try Data(text.utf8).write(to: url)
    }

    static let manifest = """
        // swift-tools-version:6.0
        import PackageDescription

        let serviceStack = Target.Dependency.product(name: "ServiceStack", package: "ServiceStack")
        let dtos = Target.PluginUsage.plugin(name: "ServiceStackDTOsPlugin", package: "ServiceStack")
        let package = Package(
            name: "PluginCheck",
            platforms: [.macOS(.v14)],
            dependencies: [.package(path: "Dependencies/ServiceStack")],
            targets: [
                .executableTarget(name: "App", dependencies: [serviceStack]),
                .executableTarget(name: "TechStacksApp", dependencies: [serviceStack], plugins: [dtos]),
                .target(name: "Broken", dependencies: [serviceStack], plugins: [dtos]),
            ]
        )

        """

    /// Calls `Hello` of the test server given as its argument, with the DTOs the command plugin added.
    static let appMain = """
        import ServiceStack

        let client = JsonServiceClient(baseUrl: CommandLine.arguments[1])
        let request = Hello()
        request.name = "Plugin"
        let response = try await client.sendAsync(request)
        print(response.result ?? "no result")

        """

    /// Lists the technologies of the TechStacks server given as its argument, with the DTOs the build-tool plugin
    /// generated.
    static let techStacksMain = """
        import ServiceStack

        let client = JsonServiceClient(baseUrl: CommandLine.arguments[1])
        let response = try await client.sendAsync(GetAllTechnologies())
        print("technologies: \\(response.results.count)")
        print(response.results.compactMap(\\.name).sorted().joined(separator: ","))

        """

    static let techStacksConfig = """
        {"IncludeTypes": ["GetAllTechnologies.*"], "BaseUrl": "https://techstacks.example.org"}

        """
}
