import Foundation

/// Reads reference files and checks that they may be replaced.
package enum ReferenceFile {
    /// The UTF-8 text of `url`.
    /// - Throws: `.fileNotFound`, or `.unreadable` for folders, missing permissions and non-UTF-8 files.
    package static func read(_ url: URL, displayPath: String) throws(ReferenceError) -> String {
        var isDirectory: ObjCBool = false
        guard FileManager.default.fileExists(atPath: url.path, isDirectory: &isDirectory) else {
            throw .fileNotFound(path: displayPath)
        }
        if isDirectory.boolValue { throw .unreadable(path: displayPath, reason: "it is a folder") }
        let data: Data
        do {
            data = try Data(contentsOf: url)
        } catch {
            throw .unreadable(path: displayPath, reason: Self.reason(error))
        }
        guard var text = String(data: data, encoding: .utf8) else {
            throw .unreadable(path: displayPath, reason: "it is not UTF-8 text")
        }
        if text.hasPrefix("\u{FEFF}") { text.removeFirst() }
        return text
    }

    /// Whether a file exists at `url` (folders count).
    package static func exists(_ url: URL) -> Bool {
        FileManager.default.fileExists(atPath: url.path)
    }

    /// Throws unless an existing file at `url` may be replaced: it must be a regular file whose owner
    /// may write it. A read-only file is never replaced, even by a user who could (such as root).
    package static func ensureReplaceable(_ url: URL, displayPath: String) throws(ReferenceError) {
        let manager = FileManager.default
        var isDirectory: ObjCBool = false
        guard manager.fileExists(atPath: url.path, isDirectory: &isDirectory) else { return }
        if isDirectory.boolValue { throw .notWritable(path: displayPath, reason: "it is a folder") }
        let permissions = (try? manager.attributesOfItem(atPath: url.path)[.posixPermissions] as? NSNumber)?
            .intValue
        if let permissions, permissions & 0o200 == 0 {
            throw .notWritable(path: displayPath, reason: "the file is read-only")
        }
        if !manager.isWritableFile(atPath: url.path) {
            throw .notWritable(path: displayPath, reason: "permission denied")
        }
    }

    static func reason(_ error: any Error) -> String {
        let nsError = error as NSError
        if let underlying = nsError.userInfo[NSUnderlyingErrorKey] as? NSError,
            underlying.domain == NSPOSIXErrorDomain, let code = POSIXErrorCode(rawValue: Int32(underlying.code))
        {
            return String(cString: strerror(code.rawValue))
        }
        return nsError.localizedDescription
    }
}
