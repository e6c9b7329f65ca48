import Foundation
import PackagePlugin

/// `swift package servicestack …`: adds, updates and checks ServiceStack references by running x's commands
/// (`servicestack-x`, x over URLSession) in the package's folder, or in the folder of the target `--target` names.
/// What x prints and writes is what the command prints and writes; any failure of x makes it exit 1.
@main
struct ServiceStackCommandPlugin: CommandPlugin {
    func performCommand(context: PluginContext, arguments: [String]) async throws {
        var extractor = ArgumentExtractor(arguments)
        let targetNames = extractor.extractOption(named: "target")
        let languages = extractor.extractOption(named: "lang")
        let request = try CommandRequest(arguments: extractor.remainingArguments, languages: languages)
        if case .help = request.action {
            print(CommandRequest.usage)
            return
        }
        let folder = try workingFolder(context: context, targetNames: targetNames)
        let x = try context.tool(named: "servicestack-x").url
        var failed = false
        for invocation in request.invocations() {
            let status = try await ToolRun.run(x, arguments: invocation, in: folder)
            if status != 0 { failed = true }
        }
        if failed { throw CommandFailure.toolFailed }
    }

    private func workingFolder(context: PluginContext, targetNames: [String]) throws -> URL {
        guard let name = targetNames.last else { return context.package.directoryURL }
        guard targetNames.count == 1 else { throw CommandFailure.usage("--target can be given once") }
        guard let target = try? context.package.targets(named: [name]).first as? SourceModuleTarget else {
            let names = context.package.targets.compactMap { ($0 as? SourceModuleTarget)?.name }
            throw CommandFailure.usage(
                "no source target named '\(name)' in this package; its targets are \(names.joined(separator: ", "))")
        }
        return Self.folder(holding: target.sourceFiles.map(\.url)) ?? context.package.directoryURL
    }

    /// The deepest folder holding every file: the target's folder, unless all its sources sit in one subfolder.
    /// (`SourceModuleTarget.directoryURL` needs swift-tools-version 6.1; this package declares 6.0, as
    /// ServiceStack.Swift does, and the `Path` API before it is deprecated.)
    static func folder(holding files: [URL]) -> URL? {
        let folders = files.map { $0.deletingLastPathComponent().standardizedFileURL.pathComponents }
        guard var common = folders.first else { return nil }
        for components in folders.dropFirst() {
            common = Array(zip(common, components).prefix { $0 == $1 }.map(\.0))
        }
        guard !common.isEmpty else { return nil }
        return URL(fileURLWithPath: common.joined(separator: "/"), isDirectory: true).standardizedFileURL
    }
}
