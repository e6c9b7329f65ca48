import Foundation

/// The folder a command saves files in: created when missing, and every failure told in one line.
enum OutputDirectory {
    /// Creates `path` (and its parents) unless it is already a folder.
    static func prepare(_ path: String) throws -> URL {
        let url = URL(fileURLWithPath: path, isDirectory: true)
        var isFolder: ObjCBool = false
        if FileManager.default.fileExists(atPath: url.path, isDirectory: &isFolder) {
            guard isFolder.boolValue else {
                throw ValidationFailure("Cannot save into '\(path)': it is a file, not a directory")
            }
            return url
        }
        do {
            try FileManager.default.createDirectory(at: url, withIntermediateDirectories: true)
        } catch {
            throw ValidationFailure("Cannot create the directory '\(path)': \(whyNotCreated(url, error))")
        }
        return url
    }

    /// Foundation on Linux reports most failures to create a folder as "error 512"; the nearest existing folder
    /// above it says more.
    private static func whyNotCreated(_ url: URL, _ error: any Error) -> String {
        var ancestor = url.deletingLastPathComponent()
        var isFolder: ObjCBool = false
        while ancestor.path != "/", !FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder) {
            ancestor = ancestor.deletingLastPathComponent()
        }
        if FileManager.default.fileExists(atPath: ancestor.path, isDirectory: &isFolder), !isFolder.boolValue {
            return "'\(ancestor.path)' is a file, not a directory"
        }
        if !FileManager.default.isWritableFile(atPath: ancestor.path) {
            return "'\(ancestor.path)' is not writable"
        }
        return reason(error)
    }

    static func write(_ data: Data, to file: URL) throws {
        do {
            try data.write(to: file)
        } catch {
            throw ValidationFailure("Cannot write '\(file.path)': \(reason(error))")
        }
    }

    /// The operating system's words for a file error (`Permission denied`), rather than Foundation's dump.
    private static func reason(_ error: any Error) -> String {
        let error = error as NSError
        if let underlying = error.userInfo[NSUnderlyingErrorKey] as? NSError, underlying.domain == NSPOSIXErrorDomain {
            return String(cString: strerror(Int32(underlying.code)))
        }
        return error.localizedDescription
    }
}
