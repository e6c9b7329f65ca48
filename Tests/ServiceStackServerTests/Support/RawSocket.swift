import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

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
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(reason: "socket() failed") }
        defer { close(fd) }
        var timeout = timeval(tv_sec: timeoutSeconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else { throw Failure(reason: "connect() failed") }
        let bytes = Array(request.utf8)
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(reason: "short write") }
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count <= 0 { break }
            received.append(contentsOf: buffer[0..<count])
            if let text = String(bytes: received, encoding: .utf8), isComplete(text) { break }
        }
        return String(decoding: received, as: UTF8.self)
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
