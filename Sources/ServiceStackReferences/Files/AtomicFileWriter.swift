import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Musl)
    import Musl
#elseif canImport(Darwin)
    import Darwin
#endif

/// Replaces a file all at once: the text goes to a temporary file in the same folder, which is then
/// renamed over the target. Readers see the old file or the new one, never a partial one, and a failed
/// write leaves the old file as it was.
package enum AtomicFileWriter {
    /// Writes `text` as UTF-8 (no BOM) to `url`, keeping an existing file's permissions.
    /// - Throws: `.notWritable` when the folder or file cannot be written.
    package static func write(_ text: String, to url: URL, displayPath: String) throws(ReferenceError) {
        let manager = FileManager.default
        let folder = url.deletingLastPathComponent()
        let temporary = folder.appendingPathComponent(".\(url.lastPathComponent).x-\(UUID().uuidString).tmp")
        let existingPermissions = try? manager.attributesOfItem(atPath: url.path)[.posixPermissions]
        do {
            try Data(text.utf8).write(to: temporary)
            if let existingPermissions {
                try manager.setAttributes([.posixPermissions: existingPermissions], ofItemAtPath: temporary.path)
            }
        } catch {
            try? manager.removeItem(at: temporary)
            throw .notWritable(path: displayPath, reason: ReferenceFile.reason(error))
        }
        guard rename(temporary.path, url.path) == 0 else {
            let reason = String(cString: strerror(errno))
            try? manager.removeItem(at: temporary)
            throw .notWritable(path: displayPath, reason: reason)
        }
    }
}
