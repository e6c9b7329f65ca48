import Foundation

/// A file or folder outside the package that an environment variable names, for the checks that need one (a tool,
/// a checkout, a fixture) and are skipped without it. An unset or empty variable, or one naming a path that is
/// missing or of the wrong kind, gives nil.
public enum EnvironmentPath {
    /// The variable's value, or nil when it is unset or empty.
    public static func value(of variable: String) -> String? {
        guard let value = ProcessInfo.processInfo.environment[variable], !value.isEmpty else { return nil }
        return value
    }

    /// The readable file `variable` names (an executable one when `executable`).
    public static func file(_ variable: String, executable: Bool = false) -> URL? {
        guard let path = value(of: variable), isFolder(path) == false else { return nil }
        let manager = FileManager.default
        let usable = executable ? manager.isExecutableFile(atPath: path) : manager.isReadableFile(atPath: path)
        return usable ? URL(fileURLWithPath: path) : nil
    }

    /// The folder `variable` names; with `containing`, only when that relative path exists inside it.
    public static func folder(_ variable: String, containing relativePath: String? = nil) -> URL? {
        guard let path = value(of: variable), isFolder(path) == true else { return nil }
        let folder = URL(fileURLWithPath: path, isDirectory: true)
        if let relativePath {
            let inside = folder.appendingPathComponent(relativePath).path
            guard FileManager.default.fileExists(atPath: inside) else { return nil }
        }
        return folder
    }

    /// Whether `path` is a folder; nil when nothing is there.
    private static func isFolder(_ path: String) -> Bool? {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: path, isDirectory: &isDirectory) else { return nil }
        return isDirectory.boolValue
    }
}
