import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What came back for one request written on a fresh connection.
package enum ExchangeOutcome: Sendable {
    /// A response head arrived (the body may be cut short if the server closed early).
    case answered(status: Int, body: [UInt8])
    /// The server closed the connection without a response.
    case closedWithoutAnswer
    /// Nothing complete arrived before the deadline.
    case timedOut
    /// No connection could be made.
    case connectFailed(String)
}

/// Writes raw bytes to 127.0.0.1 over a plain socket and reads one HTTP/1.1 response, so malformed requests
/// reach the server exactly as written.
package enum RawHTTPClient {
    /// Sends `request` to `127.0.0.1:port` and waits at most `timeout` seconds for a complete response.
    /// With `halfClose` the write side is shut after the request, so a server waiting for more body sees the end.
    /// `exchange` on a thread of its own, for callers on Swift's cooperative pool talking to a server in the same
    /// process: a blocked pool thread could starve the very server it waits for.
    package static func exchangeOffThePool(
        _ request: [UInt8], port: Int, timeout: Double, halfClose: Bool = false
    ) async -> ExchangeOutcome {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: exchange(request, port: port, timeout: timeout, halfClose: halfClose))
            }
        }
    }

    package static func exchange(_ request: [UInt8], port: Int, timeout: Double, halfClose: Bool = false)
        -> ExchangeOutcome
    {
        exchangeKeepingBytes(request, port: port, timeout: timeout, halfClose: halfClose).outcome
    }

    /// `exchange`, also handing back every byte received (the response head with its headers).
    static func exchangeKeepingBytes(_ request: [UInt8], port: Int, timeout: Double, halfClose: Bool = false)
        -> (outcome: ExchangeOutcome, received: [UInt8])
    {
        let fd: Int32
        switch connectLoopback(port: port, timeout: timeout) {
        case .success(let connected): fd = connected
        case .failure(let failure): return (.connectFailed(failure.message), [])
        }
        defer { close(fd) }
        writeAll(request, to: fd)
        if halfClose { shutdown(fd, Int32(SHUT_WR)) }
        return readResponse(from: fd, deadline: Date().addingTimeInterval(timeout))
    }

    struct ConnectFailure: Error {
        var message: String
    }

    /// A socket connected to `127.0.0.1:port`, reads waking every 200 ms and writes giving up after `timeout`.
    static func connectLoopback(port: Int, timeout: Double) -> Result<Int32, ConnectFailure> {
        let fd = FreePort.makeSocket()
        guard fd >= 0 else { return .failure(ConnectFailure(message: "socket() failed: \(errno)")) }
        var slice = timeval(tv_sec: 0, tv_usec: 200_000)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &slice, socklen_t(MemoryLayout<timeval>.size))
        var sendLimit = timeval(tv_sec: Int(timeout), tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_SNDTIMEO, &sendLimit, socklen_t(MemoryLayout<timeval>.size))
        var address = FreePort.loopback(port: port)
        let connected = withUnsafePointer(to: &address) { pointer in
            pointer.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            let failure = ConnectFailure(message: "connect() failed: \(errno)")
            close(fd)
            return .failure(failure)
        }
        return .success(fd)
    }

    /// Writes as much as the server accepts; a server that answers early (413) may close before the end.
    static func writeAll(_ bytes: [UInt8], to fd: Int32) {
        var offset = 0
        #if os(Linux)
            let flags = Int32(MSG_NOSIGNAL)
        #else
            let flags: Int32 = 0
        #endif
        bytes.withUnsafeBytes { buffer in
            guard let base = buffer.baseAddress else { return }
            while offset < bytes.count {
                let written = send(fd, base + offset, bytes.count - offset, flags)
                if written <= 0 { return }
                offset += written
            }
        }
    }

    private static func readResponse(from fd: Int32, deadline: Date) -> (outcome: ExchangeOutcome, received: [UInt8]) {
        var received: [UInt8] = []
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while Date() < deadline {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                received += chunk[0..<count]
                if let complete = ResponseReader.complete(received) { return (complete, received) }
                continue
            }
            if count == 0 {
                return (ResponseReader.partial(received) ?? .closedWithoutAnswer, received)
            }
            if errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            return (ResponseReader.partial(received) ?? .closedWithoutAnswer, received)
        }
        return (.timedOut, received)
    }
}

/// Decides when the bytes read so far hold a whole HTTP/1.1 response.
enum ResponseReader {
    /// The response, if head and body (by Content-Length or chunked terminator) are complete.
    static func complete(_ bytes: [UInt8]) -> ExchangeOutcome? {
        guard let head = parseHead(bytes) else { return nil }
        let body = Array(bytes[head.bodyStart...])
        if head.status < 200 && head.status >= 100 && head.status != 101 {
            return complete(body)
        }
        if let length = head.contentLength {
            return body.count >= length ? .answered(status: head.status, body: Array(body.prefix(length))) : nil
        }
        if head.chunked {
            return FuzzCase.firstRange(of: Array("0\r\n\r\n".utf8), in: body) != nil
                ? .answered(status: head.status, body: body) : nil
        }
        return nil
    }

    /// Whatever response head arrived before the connection closed.
    static func partial(_ bytes: [UInt8]) -> ExchangeOutcome? {
        guard let head = parseHead(bytes) else { return nil }
        return .answered(status: head.status, body: Array(bytes[head.bodyStart...]))
    }

    private static func parseHead(_ bytes: [UInt8]) -> (
        status: Int, contentLength: Int?, chunked: Bool, bodyStart: Int
    )? {
        guard let head = head(of: bytes) else { return nil }
        return (head.status, head.contentLength, head.chunked, head.bodyStart)
    }

    /// The status line and headers of a response, once its blank line has arrived.
    static func head(of bytes: [UInt8]) -> ResponseHead? {
        guard let end = FuzzCase.firstRange(of: Array("\r\n\r\n".utf8), in: bytes) else { return nil }
        let text = String(decoding: bytes[..<end], as: UTF8.self)
        let lines = text.components(separatedBy: "\r\n")
        let statusWords = lines.first?.split(separator: " ") ?? []
        guard statusWords.count >= 2, let status = Int(statusWords[1]) else { return nil }
        var head = ResponseHead(status: status, bodyStart: end + 4)
        for line in lines.dropFirst() {
            let parts = line.split(separator: ":", maxSplits: 1)
            guard parts.count == 2 else { continue }
            let name = String(parts[0]).trimmingCharacters(in: .whitespaces)
            let value = parts[1].trimmingCharacters(in: .whitespaces)
            head.headers.append((name, value))
            switch name.lowercased() {
            case "content-length": head.contentLength = Int(value)
            case "transfer-encoding": head.chunked = value.lowercased().contains("chunked")
            default: break
            }
        }
        return head
    }
}

/// A response's status line and headers, and where its body starts in the bytes received.
struct ResponseHead: Sendable {
    var status: Int
    var bodyStart: Int
    var headers: [(name: String, value: String)] = []
    var contentLength: Int?
    var chunked = false
}
