import Foundation
import PackagePlugin

/// Generates `Name.dtos.swift` at build time from each `Name.metadata.json` (a saved `/types/metadata` document) of
/// a target, with the options of the target's `servicestack-config.json` when it has one. No network: the documents
/// are committed with the target (`x metadata URL Name` or `swift package servicestack save-metadata URL Name`
/// saves one).
@main
struct ServiceStackDTOsPlugin: BuildToolPlugin {
    static let documentSuffix = "metadata.json"
    static let configName = "servicestack-config.json"

    func createBuildCommands(context: PluginContext, target: any Target) async throws -> [Command] {
        guard let target = target as? SourceModuleTarget else { return [] }
        let files = target.sourceFiles.map(\.url)
        let documents = files.filter {
            $0.lastPathComponent == Self.documentSuffix || $0.lastPathComponent.hasSuffix(".\(Self.documentSuffix)")
        }
        let config = files.first { $0.lastPathComponent == Self.configName }
        let generator = try context.tool(named: "servicestack-dtos").url
        return documents.map { document in
            let name = document.lastPathComponent.dropLast(Self.documentSuffix.count)
            let output = context.pluginWorkDirectoryURL.appendingPathComponent("\(name)dtos.swift")
            var arguments = ["--metadata", document.path, "--output", output.path]
            if let config { arguments += ["--config", config.path] }
            return .buildCommand(
                displayName: "Generating \(output.lastPathComponent) from \(document.lastPathComponent)",
                executable: generator, arguments: arguments, inputFiles: [document] + (config.map { [$0] } ?? []),
                outputFiles: [output])
        }
    }
}
