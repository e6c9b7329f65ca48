import Foundation

/// Finds an executable product of this package, which `swift build --build-tests` puts beside the test bundle.
public enum BuiltExecutable {
    /// Why the executable was not found, and where it was looked for.
    public struct NotBuilt: Error, CustomStringConvertible {
        /// The executable's name.
        public let name: String
        /// The folders looked in.
        public let places: [String]

        public var description: String {
            "the \(name) executable was not found (build it with `swift build --build-tests`); looked in "
                + places.joined(separator: ", ")
        }
    }

    /// The executable `name`: beside the running test bundle or a few folders up from it, else in this package's
    /// `.build/debug`.
    public static func url(_ name: String) throws -> URL {
        let folders = searchFolders()
        for folder in folders {
            let candidate = folder.appendingPathComponent(name)
            var isFolder: ObjCBool = false
            if FileManager.default.fileExists(atPath: candidate.path, isDirectory: &isFolder), !isFolder.boolValue,
                FileManager.default.isExecutableFile(atPath: candidate.path)
            {
                return candidate
            }
        }
        throw NotBuilt(name: name, places: folders.map(\.path))
    }

    private static func searchFolders() -> [URL] {
        var folders: [URL] = []
        let starts =
            ([Bundle.main] + Bundle.allBundles).map(\.bundleURL)
            + [URL(fileURLWithPath: CommandLine.arguments[0]).resolvingSymlinksInPath().deletingLastPathComponent()]
        for start in starts {
            var folder = start
            for _ in 0..<4 {
                if !folders.contains(folder) { folders.append(folder) }
                folder = folder.deletingLastPathComponent()
            }
        }
        folders.append(PackageRoot.url.appendingPathComponent(".build/debug"))
        return folders
    }
}
