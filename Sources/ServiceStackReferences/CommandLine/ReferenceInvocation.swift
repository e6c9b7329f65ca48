import Foundation
import ServiceStackNativeTypes

/// Turns the positional arguments of `x swift` (`x typescript`, `x python`…) into jobs:
///
/// - no arguments: update every reference under the folder (with `--metadata`: `dtos.swift`);
/// - `URL [Name]`: add a reference, named as the official tools name it (a bare `host:port` means `http://host:port`);
/// - `FILE` (or a folder, or a `Name` whose `Name.dtos.swift` exists): update it;
/// - with `--metadata`, `Name` of a file that does not exist yet: add it.
public enum ReferenceInvocation {
    /// The jobs for `arguments`, with paths relative to `directory`; file names are `language`'s.
    /// - Throws: `.invalidArgument` or `.invalidURL` for unusable arguments, `.fileNotFound` for a missing file.
    public static func jobs(
        arguments: [String], mode: GenerationMode, directory: URL, language: NativeTypesLanguage = .swift
    ) throws(ReferenceError) -> [ReferenceJob] {
        let generatesOffline = !mode.needsBaseUrl
        let verb = language.verb
        switch arguments.count {
        case 0:
            if generatesOffline { return [job(forName: language.defaultFileName, in: directory)] }
            return try updateAll(under: directory, displayPrefix: "", language: language)

        case 1:
            let argument = arguments[0]
            if let url = ServerAddress.url(from: argument) {
                let address = try ServerAddress(parsing: url)
                let name = ReferenceFileName.forServer(host: address.host, language: language) { name in
                    ReferenceFile.exists(directory.appendingPathComponent(name))
                }
                return [add(address, fileName: name, in: directory)]
            }
            let path = resolve(argument, in: directory)
            var isDirectory: ObjCBool = false
            if FileManager.default.fileExists(atPath: path.path, isDirectory: &isDirectory) {
                if isDirectory.boolValue,
                    !ReferenceFileName.isReference(fileName: path.lastPathComponent, language: language)
                {
                    return try updateAll(
                        under: path, displayPrefix: argument.hasSuffix("/") ? argument : argument + "/",
                        language: language)
                }
                return [.update(file: path, displayPath: argument)]
            }
            let named = ReferenceFileName.forName(argument, language: language)
            if ReferenceFile.exists(resolve(named, in: directory)) || generatesOffline {
                return [job(forName: named, in: directory)]
            }
            if argument.hasSuffix(language.fileExtension) { throw .fileNotFound(path: argument) }
            throw .invalidArgument(
                "'\(argument)' is neither a server URL (http:// or https://) nor an existing reference file")

        case 2:
            let first = arguments[0]
            guard let url = ServerAddress.url(from: first) ?? (first.contains("://") ? first : nil) else {
                throw .invalidArgument(
                    "with two arguments the first must be the server URL, and '\(first)' has no http:// or https:// "
                        + "in front: x \(verb) https://host Name")
            }
            let address = try ServerAddress(parsing: url)
            return [
                add(address, fileName: ReferenceFileName.forName(arguments[1], language: language), in: directory)
            ]

        default:
            throw .invalidArgument("too many arguments: x \(verb) takes a URL and a Name, or one file")
        }
    }

    private static func add(_ address: ServerAddress, fileName: String, in directory: URL) -> ReferenceJob {
        .add(
            file: resolve(fileName, in: directory), displayPath: fileName, baseUrl: address.baseUrl,
            queryItems: address.queryItems)
    }

    /// With `--metadata`: update the file when it exists, else create it.
    private static func job(forName name: String, in directory: URL) -> ReferenceJob {
        let file = resolve(name, in: directory)
        if ReferenceFile.exists(file) { return .update(file: file, displayPath: name) }
        return .add(file: file, displayPath: name, baseUrl: nil, queryItems: [])
    }

    private static func updateAll(
        under folder: URL, displayPrefix: String, language: NativeTypesLanguage
    ) throws(ReferenceError) -> [ReferenceJob] {
        let files = try ReferenceDiscovery.references(under: folder, language: language)
        guard !files.isEmpty else {
            let suffix = ReferenceFileName.suffix(for: language)
            throw .invalidArgument(
                "no \(suffix) or *.\(suffix) files under \(displayPrefix.isEmpty ? "this folder" : displayPrefix); "
                    + "add one with: x \(language.verb) https://your-server [Name]")
        }
        let root = folder.standardizedFileURL.path
        return files.map { file in
            let path = file.standardizedFileURL.path
            let relative = path.hasPrefix(root + "/") ? String(path.dropFirst(root.count + 1)) : path
            return .update(file: file, displayPath: displayPrefix + relative)
        }
    }

    private static func resolve(_ path: String, in directory: URL) -> URL {
        path.hasPrefix("/") ? URL(fileURLWithPath: path) : directory.appendingPathComponent(path)
    }
}
