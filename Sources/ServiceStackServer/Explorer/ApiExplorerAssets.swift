import Foundation

/// The API Explorer's three files, served with an ETag so browsers revalidate instead of downloading again.
enum ApiExplorerAssets {
    /// What `/ui` and its files answer with, besides their type: no script, style, image or connection from
    /// another origin, no inline script or style, no framing, no form posts elsewhere.
    static let contentSecurityPolicy =
        "default-src 'none'; script-src 'self'; style-src 'self'; connect-src 'self'; img-src 'self' data:; "
        + "form-action 'self'; base-uri 'none'; frame-ancestors 'none'"

    /// One file: its bytes, content type and entity tag.
    struct Asset: Sendable {
        let body: Data
        let contentType: String
        let etag: String

        init(_ text: String, contentType: String) {
            body = Data(text.utf8)
            self.contentType = contentType
            etag = "\"" + String(Self.fnv1a(body), radix: 16) + "\""
        }

        /// The file, or 304 when the caller's `If-None-Match` names this version.
        func response(to context: ServiceContext) -> HttpResult {
            let headers: [(name: String, value: String)] = [
                ("ETag", etag), ("Cache-Control", "no-cache"),
                ("Content-Security-Policy", ApiExplorerAssets.contentSecurityPolicy),
                ("X-Content-Type-Options", "nosniff"), ("Referrer-Policy", "no-referrer"),
            ]
            if let tags = context.header("If-None-Match"),
                tags.split(separator: ",").contains(where: { $0.trimmingCharacters(in: .whitespaces) == etag })
            {
                return HttpResult(status: 304, headers: headers)
            }
            return HttpResult(headers: [("Content-Type", contentType)] + headers, body: body)
        }

        /// 64-bit FNV-1a: a cheap, stable fingerprint of the file for its entity tag.
        private static func fnv1a(_ bytes: Data) -> UInt64 {
            var hash: UInt64 = 0xcbf2_9ce4_8422_2325
            for byte in bytes {
                hash ^= UInt64(byte)
                hash = hash &* 0x100_0000_01b3
            }
            return hash
        }
    }

    static let pageAsset = Asset(page, contentType: "text/html; charset=utf-8")
    static let stylesAsset = Asset(styles, contentType: "text/css; charset=utf-8")
    static let scriptAsset = Asset(script, contentType: "text/javascript; charset=utf-8")
}
