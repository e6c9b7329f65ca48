import Foundation

/// Writes bytes to 127.0.0.1:port over a plain TCP socket and reads until the server closes or goes quiet:
/// for requests no HTTP client library would send (raw `..` paths, broken request lines).
enum RawSocket {
    struct Failure: Error { let reason: String }

    /// Runs the blocking exchange on a thread of its own: blocking a cooperative-pool thread would starve
    /// the in-process server on a small machine.
    static func exchange(port: Int, _ request: String, timeoutSeconds: Int = 30) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result { try blockingExchange(port: port, request, timeoutSeconds: timeoutSeconds) })
            }
        }
    }

    private static func blockingExchange(port: Int, _ request: String, timeoutSeconds: Int) throws -> String {
        let connection = try HeldConnection(port: port, sending: request)
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
    static func status(of response: String) -> Int? {
        let parts = response.split(separator: " ", maxSplits: 2)
        return parts.count >= 2 ? Int(parts[1]) : nil
    }
}
