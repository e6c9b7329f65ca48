import Foundation

/// A server URL as typed on the command line (`https://host`, `https://host/api/`,
/// `https://host/types/swift?IncludeTypes=X`), split into the base URL and any query options.
package struct ServerAddress: Sendable, Equatable {
    /// The base URL without a trailing slash or `/types/swift`, as written into the header's `BaseUrl:`.
    package let baseUrl: String
    /// The host, lower-cased (no port).
    package let host: String
    /// Query parameters given in the URL, kept as options.
    package let queryItems: [URLQueryItem]

    /// Parses `text`; only `http` and `https` URLs with a host are accepted.
    package init(parsing text: String) throws(ReferenceError) {
        let trimmed = text.trimmingCharacters(in: .whitespaces)
        guard let components = URLComponents(string: trimmed) else {
            throw .invalidURL(text, reason: "it cannot be parsed as a URL")
        }
        guard let scheme = components.scheme?.lowercased(), scheme == "http" || scheme == "https" else {
            throw .invalidURL(text, reason: "it must start with http:// or https://")
        }
        guard let host = components.host, !host.isEmpty else {
            throw .invalidURL(text, reason: "it has no host")
        }
        var base = components
        base.query = nil
        base.fragment = nil
        var path = base.path
        if let typesRange = path.range(of: "/types/") {
            path = String(path[..<typesRange.lowerBound])
        }
        while path.hasSuffix("/") { path.removeLast() }
        base.path = path
        guard let baseUrl = base.string else {
            throw .invalidURL(text, reason: "it cannot be parsed as a URL")
        }
        self.baseUrl = baseUrl
        self.host = host.lowercased()
        self.queryItems = components.queryItems ?? []
    }

    /// Whether `text` looks like a URL rather than a file or a name.
    package static func looksLikeURL(_ text: String) -> Bool {
        let lowered = text.lowercased()
        return lowered.hasPrefix("http://") || lowered.hasPrefix("https://")
    }

    /// `text` as a server URL: as typed when it starts with http:// or https://, with `http://` in front when it is
    /// a bare `host:port` (`127.0.0.1:5050`, `localhost:5000/api`: a local server, most likely), else nil.
    package static func url(from text: String) -> String? {
        if looksLikeURL(text) { return text }
        return isBareHostAndPort(text) ? "http://" + text : nil
    }

    private static func isBareHostAndPort(_ text: String) -> Bool {
        let authority = text.prefix { $0 != "/" && $0 != "?" }
        guard let colon = authority.lastIndex(of: ":") else { return false }
        let host = authority[..<colon]
        let port = authority[authority.index(after: colon)...]
        guard (1...5).contains(port.count), port.allSatisfy({ $0.isASCII && $0.isNumber }) else { return false }
        if host.hasPrefix("[") { return host.count > 2 && host.hasSuffix("]") }
        return host.first.map { $0.isASCII && ($0.isLetter || $0.isNumber) } == true
            && host.allSatisfy { $0.isASCII && ($0.isLetter || $0.isNumber || $0 == "." || $0 == "-") }
    }
}
