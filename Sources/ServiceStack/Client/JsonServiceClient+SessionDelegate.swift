import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The client as the delegate of sessions from `createSession()`: it accepts the certificates of the hosts in
/// `ignoreCertificatesFor`.
extension JsonServiceClient: URLSessionDelegate {
    /// Host names (from entries such as `host`, `host:port` or `https://host:port/path`) with their port, or
    /// -1 when any port is meant.
    public static func toHostsMap(_ urls: [String]) -> [String: Int] {
        var hosts: [String: Int] = [:]
        for entry in urls {
            var host = entry.contains("://") ? entry.rightPart("://") : entry
            host = host.leftPart("/").leftPart("?")
            var port = -1
            if host.contains(":") {
                port = Int(host.rightPart(":")) ?? -1
                host = host.leftPart(":")
            }
            hosts[host] = port
        }
        return hosts
    }

    func allowsUntrustedCertificate(host: String, port: Int) -> Bool {
        guard let allowedPort = Self.toHostsMap(ignoreCertificatesFor)[host] else { return false }
        return allowedPort == -1 || allowedPort == port
    }

    /// Accepts the server's certificate for hosts in `ignoreCertificatesFor`, on Apple platforms; elsewhere, and for
    /// other hosts, the challenge gets the default handling.
    public func urlSession(
        _: URLSession, didReceive challenge: URLAuthenticationChallenge,
        completionHandler: @escaping (URLSession.AuthChallengeDisposition, URLCredential?) -> Void
    ) {
        let space = challenge.protectionSpace
        #if canImport(Security)
            if allowsUntrustedCertificate(host: space.host, port: space.port), let trust = space.serverTrust {
                completionHandler(.useCredential, URLCredential(trust: trust))
                return
            }
        #endif
        completionHandler(.performDefaultHandling, nil)
    }
}

extension JsonServiceClient {
    /// The URL of `text`, or one no transport can reach (so the call fails with a clear error) when it is not
    /// a URL.
    static func urlOrEmpty(_ text: String) -> URL {
        URL(string: text) ?? URL(fileURLWithPath: "/")
    }

    /// A transport response built from what `URLSession` returns.
    func transportResponse(_ data: Data, _ response: URLResponse) -> TransportResponse {
        if let http = response as? HTTPURLResponse { return TransportResponse(data: data, response: http) }
        return TransportResponse(
            url: response.url ?? Self.urlOrEmpty(""), statusCode: 200,
            headers: response.mimeType.map { ["Content-Type": $0] } ?? [:], body: data)
    }
}
