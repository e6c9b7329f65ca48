import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// Writes bytes to a server over a plain TCP socket (a `HeldConnection`) and reads until the response is whole, the
/// server closes or goes quiet: for requests no HTTP client library would send (raw `..` paths, broken request
/// lines), and for addresses Foundation's URLSession refuses (bracketed IPv6 on Linux).
public enum RawSocket {
    /// Sends `request` to `host` (a numeric address: by default the IPv4 loopback) and returns what came back
    /// within `timeoutSeconds` of quiet. Runs the blocking exchange on a thread of its own: blocking a
    /// cooperative-pool thread would starve the in-process server on a small machine.
    public static func exchange(
        host: String = "127.0.0.1", port: Int, _ request: String, timeoutSeconds: Int = 300
    ) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try blockingExchange(host: host, port: port, request, timeoutSeconds: timeoutSeconds)
                    })
            }
        }
    }

    /// Whether a socket can be bound to `host` (`::1` where IPv6 is turned off cannot).
    public static func canBind(to host: String) -> Bool {
        guard let address = try? SocketAddress(host: host, port: 0) else { return false }
        let fd = address.makeSocket()
        guard fd >= 0 else { return false }
        defer { close(fd) }
        return address.withSockaddr { bind(fd, $0, $1) } == 0
    }

    private static func blockingExchange(host: String, port: Int, _ request: String, timeoutSeconds: Int) throws
        -> String
    {
        let connection = try HeldConnection(host: host, port: port, sending: request)
        defer { connection.close() }
        return connection.blockingRead(seconds: timeoutSeconds, until: isComplete).text
    }

    /// Whether a response with a `Content-Length` has arrived whole.
    private static func isComplete(_ text: String) -> Bool {
        guard let headerEnd = text.range(of: "\r\n\r\n") else { return false }
        let head = text[..<headerEnd.lowerBound].lowercased()
        guard let line = head.split(separator: "\r\n").first(where: { $0.hasPrefix("content-length:") }),
            let length = Int(line.dropFirst("content-length:".count).trimmingCharacters(in: .whitespaces))
        else { return false }
        return text[headerEnd.upperBound...].utf8.count >= length
    }

    /// The status code of a raw HTTP response, or nil.
    public static func status(of response: String) -> Int? {
        let parts = response.split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
