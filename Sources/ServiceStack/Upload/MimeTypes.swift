import Foundation

/// The MIME type for a file name or extension, as ServiceStack clients guess it.
public func getMimeType(for fileNameOrExt: String) -> String {
    let ext = (fileNameOrExt.split(separator: ".").last.map(String.init) ?? fileNameOrExt).lowercased()
    return MimeTypes.byExtension[ext] ?? MimeTypes.family(of: ext) ?? "application/\(ext)"
}

enum MimeTypes {
    static let byExtension: [String: String] = [
        "jpg": "image/jpeg", "jpeg": "image/jpeg", "jif": "image/jpeg", "jfif": "image/jpeg",
        "svg": "image/svg+xml", "ico": "image/x-icon",
        "pdf": "application/pdf", "doc": "application/msword", "dot": "application/msword",
        "xls": "application/vnd.ms-excel", "xla": "application/vnd.ms-excel", "xlt": "application/vnd.ms-excel",
        "ppt": "application/vnd.ms-powerpoint", "pps": "application/vnd.ms-powerpoint",
        "docx": "application/vnd.openxmlformats-officedocument.wordprocessingml.document",
        "xlsx": "application/vnd.openxmlformats-officedocument.spreadsheetml.sheet",
        "pptx": "application/vnd.openxmlformats-officedocument.presentationml.presentation",
        "html": "text/html", "htm": "text/html", "shtml": "text/html",
        "js": "text/javascript", "mjs": "text/javascript", "cjs": "text/javascript",
        "txt": "text/plain", "ps1": "text/plain", "md": "text/markdown",
        "zip": "application/x-compressed", "7z": "application/x-compressed", "rar": "application/x-compressed",
        "tgz": "application/x-compressed", "gz": "application/x-compressed",
        "exe": "application/octet-stream", "dll": "application/octet-stream", "bin": "application/octet-stream",
        "dmg": "application/x-apple-diskimage", "pkg": "application/x-newton-compatible-pkg",
        "jar": "application/java-archive",
    ]

    static func family(of ext: String) -> String? {
        switch ext {
        case "webp", "png", "gif", "bmp", "tiff": "image/\(ext)"
        case "mp3", "wav", "aiff", "aac", "m4a", "ogg", "oga": "audio/\(ext)"
        case "mp4", "mpeg", "mpg", "mpe", "mpv", "ogv", "avi", "mov", "wmv", "mkv": "video/\(ext)"
        case "jsx", "csv", "jsonl", "css", "yaml", "xml": "text/\(ext)"
        default: nil
        }
    }
}
