import Foundation
import ServiceStackNativeTypes

/// Finds the reference files under a folder, as `x swift` with no arguments updates them.
package enum ReferenceDiscovery {
    /// Folders never searched besides hidden ones (`.build`, `.git`, `.swiftpm`…).
    package static let skippedFolders: Set<String> = ["node_modules", "DerivedData"]

    /// Every `dtos.swift` and `*.dtos.swift` file (`dtos.ts` and `*.dtos.ts`… for `language`) under `root`,
    /// recursively, sorted by path.
    /// Hidden files and folders, `skippedFolders` and symbolic links to folders are skipped.
    /// - Throws: `ReferenceError.unreadable` when `root` cannot be listed.
    package static func references(
        under root: URL, language: NativeTypesLanguage = .swift
    ) throws(ReferenceError) -> [URL] {
        var found: [URL] = []
        do {
            try collect(in: root, language: language, into: &found)
        } catch {
            throw .unreadable(path: root.path, reason: error.localizedDescription)
        }
        return found.sorted { $0.path < $1.path }
    }

    private static func collect(in folder: URL, language: NativeTypesLanguage, into found: inout [URL]) throws {
        let keys: [URLResourceKey] = [.isDirectoryKey, .isSymbolicLinkKey, .isRegularFileKey]
        let entries = try FileManager.default.contentsOfDirectory(
            at: folder, includingPropertiesForKeys: keys, options: [])
        for entry in entries {
            let name = entry.lastPathComponent
            if name.hasPrefix(".") { continue }
            let values = try? entry.resourceValues(forKeys: Set(keys))
            if values?.isSymbolicLink == true {
                if ReferenceFileName.isReference(fileName: name, language: language), !isDirectory(entry) {
                    found.append(entry)
                }
                continue
            }
            if values?.isDirectory == true {
                if skippedFolders.contains(name) { continue }
                // A subfolder that cannot be listed is skipped rather than failing the whole run.
                try? collect(in: entry, language: language, into: &found)
            } else if ReferenceFileName.isReference(fileName: name, language: language) {
                found.append(entry)
            }
        }
    }

    private static func isDirectory(_ url: URL) -> Bool {
        var isDirectory: ObjCBool = false
        return FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) && isDirectory.boolValue
    }
}
