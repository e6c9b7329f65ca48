import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A deliberately misbehaving HTTP/1.1 server on 127.0.0.1, on plain sockets so that it can do what a
/// well-behaved framework refuses to: drip bytes, send gzip bombs, redirect forever, answer 200 with nothing.
///
/// Each connection is served on its own thread and closed after one response. Paths are matched without the
/// query string; an unknown path gets a 404.
public final class HostileServer: @unchecked Sendable {
    public let port: Int
    private let listener: Int32
    private let routes: [String: HostileBehaviour]
    private let stopped = LockedValue(false)
    private let requestCounts = LockedValue<[String: Int]>([:])
    private let streamCounters = LockedValue(EventStreamCounters())
    private let drips = DripBoard()
    private let requestWaiters = LockedValue<[(path: String, continuation: CheckedContinuation<Void, Never>)]>([])

    /// `http://127.0.0.1:{port}`, without a trailing slash.
    public var baseUrl: String { "http://127.0.0.1:\(port)" }

    /// Starts listening on a free port.
    public init(routes: [String: HostileBehaviour]) throws {
        self.routes = routes
        (listener, port) = try Self.openListener()
        Thread.detachNewThread { [self] in acceptLoop() }
    }

    deinit { stop() }

    /// Stops accepting connections; responses being dripped end at their next byte.
    public func stop() {
        let wasStopped = stopped.withLock { stopped in
            defer { stopped = true }
            return stopped
        }
        guard !wasStopped else { return }
        shutdown(listener, Int32(SHUT_RDWR))
        close(listener)
    }

    /// How many requests arrived for `path`.
    public func requests(to path: String) -> Int {
        requestCounts.withLock { $0[path] ?? 0 }
    }

    /// Returns once a request for `path` has arrived (at once if one already did).
    public func requestArrived(at path: String) async {
        await withCheckedContinuation { continuation in
            let arrived = requestCounts.withLock { counts in
                if counts[path, default: 0] > 0 { return true }
                requestWaiters.withLock { $0.append((path, continuation)) }
                return false
            }
            if arrived { continuation.resume() }
        }
    }

    /// How the dripped response to `path` (`dripHeaders`, `dripBody`) went so far.
    public func drip(to path: String) -> DripProgress {
        drips.progress(of: path)
    }

    /// Blocks the calling thread until the dripped response to `path` ended (every byte written, or the client went
    /// away), at most `seconds`; returns whether it did. For a thread of the test's own, when no task can run.
    public func blockUntilDripEnds(to path: String, seconds: Double) -> Bool {
        drips.blockUntilEnded(path, seconds: seconds)
    }

    /// The bytes written to event streams so far.
    public var eventStreamBytes: Int { streamCounters.withLock { $0.bytes } }

    /// The event streams that have ended (the client went away, stopped reading for a second, or the script ended).
    public var endedEventStreams: Int { streamCounters.withLock { $0.ended } }

    /// The event streams that ended because the client stopped reading for a second.
    public var stalledEventStreams: Int { streamCounters.withLock { $0.stalled } }

    private var isStopped: Bool { stopped.withLock { $0 } }

    private static func openListener() throws -> (Int32, Int) {
        #if canImport(Glibc)
            let fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw HostileServerError.socket(errno) }
        var yes: Int32 = 1
        setsockopt(fd, SOL_SOCKET, SO_REUSEADDR, &yes, socklen_t(MemoryLayout<Int32>.size))
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = 0
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let bound = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                bind(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard bound == 0, listen(fd, 64) == 0 else {
            close(fd)
            throw HostileServerError.socket(errno)
        }
        var length = socklen_t(MemoryLayout<sockaddr_in>.size)
        _ = withUnsafeMutablePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { getsockname(fd, $0, &length) }
        }
        return (fd, Int(UInt16(bigEndian: address.sin_port)))
    }

    private func acceptLoop() {
        while !isStopped {
            let connection = accept(listener, nil, nil)
            guard connection >= 0 else {
                if errno == EINTR { continue }
                return
            }
            Thread.detachNewThread { [self] in
                serve(connection)
                close(connection)
            }
        }
    }

    private func serve(_ connection: Int32) {
        guard let path = readRequestPath(connection) else { return }
        let (number, waiters) = requestCounts.withLock { counts in
            counts[path, default: 0] += 1
            let waiters = requestWaiters.withLock { waiters in
                defer { waiters.removeAll { $0.path == path } }
                return waiters.filter { $0.path == path }
            }
            return (counts[path, default: 0], waiters)
        }
        for waiter in waiters { waiter.continuation.resume() }
        let socket = ConnectionWriter(fd: connection, server: self)
        switch routes[path] {
        case .respond(let status, let headers, let body):
            socket.write(Self.head(status: status, headers: headers, length: body.count) + body)
        case .dripHeaders(let interval, let bytes, let body):
            let whole = Self.head(status: 200, headers: ["Content-Type": "application/json"], length: body.count) + body
            let drip = DripRecorder(path: path, total: whole.count, drips: drips)
            defer { drip.end() }
            for byte in whole.prefix(bytes) {
                guard drip.write(Data([byte]), to: socket) else { return }
                Thread.sleep(forTimeInterval: interval.seconds)
            }
            drip.write(whole.dropFirst(bytes), to: socket)
        case .dripBody(let interval, let body):
            let head = Self.head(status: 200, headers: ["Content-Type": "application/json"], length: body.count)
            let drip = DripRecorder(path: path, total: head.count + body.count, drips: drips)
            defer { drip.end() }
            guard drip.write(head, to: socket) else { return }
            for byte in body {
                guard drip.write(Data([byte]), to: socket) else { return }
                Thread.sleep(forTimeInterval: interval.seconds)
            }
        case .redirect(let location):
            socket.write(Self.head(status: 302, headers: ["Location": location], length: 0))
        case .eventStream(let stream):
            serveEventStream(stream, number: number, socket: socket)
        case .raw(let bytes):
            socket.write(bytes)
        case nil:
            socket.write(Self.head(status: 404, headers: [:], length: 0))
        }
    }

    fileprivate var accepting: Bool { !isStopped }

    private func serveEventStream(_ stream: HostileEventStream, number: Int, socket: ConnectionWriter) {
        // A client that stops reading blocks a write: after a second the stream is given up as stalled.
        var timeout = timeval(tv_sec: 1, tv_usec: 0)
        setsockopt(socket.fd, SOL_SOCKET, SO_SNDTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let head =
            "HTTP/1.1 200 OK\r\nContent-Type: text/event-stream\r\nCache-Control: no-cache\r\n"
            + "Connection: close\r\n\r\n"
        let connection = HostileEventStreamConnection(
            number: number, baseUrl: baseUrl, fd: socket.fd,
            write: { [streamCounters] data in
                let outcome = socket.writeReportingStall(data)
                streamCounters.withLock { counters in
                    counters.bytes += outcome.written
                    if outcome.stalled { counters.stalled += 1 }
                }
                return outcome.complete
            },
            isServing: { [weak self] in self?.accepting ?? false })
        if connection.write(Data(head.utf8)) { stream.run(connection) }
        streamCounters.withLock { $0.ended += 1 }
    }

    /// Reads the request head (and a body announced by `Content-Length`); returns the path without the query.
    private func readRequestPath(_ connection: Int32) -> String? {
        var received = Data()
        var buffer = [UInt8](repeating: 0, count: 4096)
        let separator = Data("\r\n\r\n".utf8)
        while received.range(of: separator) == nil {
            let count = recv(connection, &buffer, buffer.count, 0)
            guard count > 0, received.count < 65536 else { return nil }
            received.append(contentsOf: buffer[0..<count])
        }
        let head = String(decoding: received, as: UTF8.self)
        let requestLine = head.split(separator: "\r\n").first ?? ""
        let parts = requestLine.split(separator: " ")
        guard parts.count >= 2 else { return nil }
        return String(parts[1].split(separator: "?", maxSplits: 1).first ?? "")
    }

    private static func head(status: Int, headers: [String: String], length: Int) -> Data {
        var lines = ["HTTP/1.1 \(status) \(status == 200 ? "OK" : "Status")"]
        lines += headers.sorted { $0.key < $1.key }.map { "\($0.key): \($0.value)" }
        lines += ["Content-Length: \(length)", "Connection: close", "", ""]
        return Data(lines.joined(separator: "\r\n").utf8)
    }
}

/// Writes to one connection until the peer goes away or the server stops.
private struct ConnectionWriter: @unchecked Sendable {
    let fd: Int32
    let server: HostileServer

    @discardableResult
    func write(_ data: Data) -> Bool {
        writeReportingStall(data).complete
    }

    /// Writes `data`; tells how much went out, and whether a send timed out (the peer stopped reading).
    func writeReportingStall(_ data: Data) -> (complete: Bool, written: Int, stalled: Bool) {
        guard server.accepting else { return (false, 0, false) }
        return data.withUnsafeBytes { raw in
            guard let base = raw.baseAddress else { return (true, 0, false) }
            var offset = 0
            while offset < raw.count {
                #if canImport(Glibc)
                    let sent = send(fd, base + offset, raw.count - offset, Int32(MSG_NOSIGNAL))
                #else
                    let sent = send(fd, base + offset, raw.count - offset, 0)
                #endif
                guard sent > 0 else {
                    return (false, offset, sent < 0 && (errno == EAGAIN || errno == EWOULDBLOCK))
                }
                offset += sent
            }
            return (true, offset, false)
        }
    }
}

/// What a dripped response did: the bytes written of how many, and whether it ended (every byte written, or the
/// client went away).
public struct DripProgress: Sendable, Equatable {
    /// The bytes of the response (head and body) written so far.
    public var written = 0
    /// The bytes of the whole response.
    public var total = 0
    /// Whether the server stopped dripping.
    public var ended = false

    /// Whether every byte of the response was written.
    public var isComplete: Bool { ended && written == total }
}

/// Records the progress of one dripped response under its path.
private struct DripRecorder {
    let path: String
    let drips: DripBoard

    init(path: String, total: Int, drips: DripBoard) {
        self.path = path
        self.drips = drips
        drips.update(path) { $0 = DripProgress(total: total) }
    }

    @discardableResult
    func write(_ data: Data, to socket: ConnectionWriter) -> Bool {
        let outcome = socket.writeReportingStall(data)
        drips.update(path) { $0.written += outcome.written }
        return outcome.complete
    }

    func end() {
        drips.update(path) { $0.ended = true }
    }
}

/// The progress of dripped responses by path; a thread may block until one ends.
private final class DripBoard: @unchecked Sendable {
    private let condition = NSCondition()
    private var drips: [String: DripProgress] = [:]

    func progress(of path: String) -> DripProgress {
        condition.withLock { drips[path] ?? DripProgress() }
    }

    func update(_ path: String, _ change: (inout DripProgress) -> Void) {
        condition.withLock {
            change(&drips[path, default: DripProgress()])
            condition.broadcast()
        }
    }

    func blockUntilEnded(_ path: String, seconds: Double) -> Bool {
        let deadline = Date(timeIntervalSinceNow: seconds)
        return condition.withLock {
            while drips[path]?.ended != true {
                if !condition.wait(until: deadline) { return drips[path]?.ended == true }
            }
            return true
        }
    }
}

private struct EventStreamCounters {
    var bytes = 0
    var ended = 0
    var stalled = 0
}

public enum HostileServerError: Error {
    case socket(Int32)
}

/// A lock around a value (the test support target has no dependency to borrow one from).
final class LockedValue<Value>: @unchecked Sendable {
    private let lock = NSLock()
    private var value: Value

    init(_ value: Value) { self.value = value }

    func withLock<T>(_ body: (inout Value) -> T) -> T {
        lock.lock()
        defer { lock.unlock() }
        return body(&value)
    }
}

extension Duration {
    fileprivate var seconds: TimeInterval {
        let (seconds, attoseconds) = components
        return Double(seconds) + Double(attoseconds) / 1e18
    }
}
