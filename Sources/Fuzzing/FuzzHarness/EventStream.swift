import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A Server Events stream read over a raw socket by a thread of its own: the response head, then the frames as
/// they arrive, and how many bytes came (all of them counted, frames kept up to a bound).
final class EventStream: Sendable {
    private struct State {
        var received: [UInt8] = []
        var head: ResponseHead?
        var decoder = ChunkedDecoder()
        var parser = EventFrameParser()
        var frames: [EventFrame] = []
        var keptBytes = 0
        var bodyBytes = 0
        var ended = false
        var closing = false
    }

    /// Frames kept for inspection; later ones are only counted.
    private static let maxKeptBytes = 8 << 20
    private let state = Locked(State())
    private let fd: Int32

    /// Opens `GET target` on `127.0.0.1:port` with `headers` and starts reading; nil when no connection was made.
    init?(port: Int, target: String, headers: [(name: String, value: String)], timeout: Double) {
        guard case .success(let fd) = RawHTTPClient.connectLoopback(port: port, timeout: timeout) else { return nil }
        self.fd = fd
        let request = FuzzCase(label: "event stream", method: "GET", target: Array(target.utf8), headers: headers)
        RawHTTPClient.writeAll(request.httpBytes(), to: fd)
        Thread.detachNewThread { [self] in readUntilEnd() }
    }

    /// The response head, once it arrived.
    var head: ResponseHead? { state.current.head }
    var frames: [EventFrame] { state.current.frames }
    /// Body bytes received so far (after de-chunking).
    var bodyBytes: Int { state.current.bodyBytes }
    var hasEnded: Bool { state.current.ended }

    /// Waits up to `timeout` seconds for the head; nil if it did not come.
    func waitForHead(timeout: Double) -> ResponseHead? {
        wait(timeout: timeout) { $0.head }
    }

    /// Waits up to `timeout` seconds for a frame matching `predicate`.
    func waitForFrame(timeout: Double, where predicate: (EventFrame) -> Bool) -> EventFrame? {
        wait(timeout: timeout) { state in state.frames.first(where: predicate) }
    }

    /// Waits until the stream has ended (the server closed it), up to `timeout` seconds.
    func waitForEnd(timeout: Double) -> Bool {
        wait(timeout: timeout) { $0.ended ? true : nil } ?? false
    }

    /// Closes the connection; the reading thread ends with it.
    func close() {
        state.withLock { state in
            // Under the lock: once the reading thread has closed the descriptor, its number may belong to another.
            if !state.closing, !state.ended { shutdown(fd, Int32(SHUT_RDWR)) }
            state.closing = true
        }
    }

    deinit { close() }

    private func wait<T>(timeout: Double, until found: (State) -> T?) -> T? {
        let deadline = Date().addingTimeInterval(timeout)
        while true {
            let snapshot = state.current
            if let value = found(snapshot) { return value }
            if snapshot.ended || Date() >= deadline { return nil }
            Thread.sleep(forTimeInterval: 0.005)
        }
    }

    private func readUntilEnd() {
        var chunk = [UInt8](repeating: 0, count: 65_536)
        while !state.current.closing {
            let count = chunk.withUnsafeMutableBytes { recv(fd, $0.baseAddress, $0.count, 0) }
            if count > 0 {
                take(chunk[0..<count])
                continue
            }
            if count < 0, errno == EAGAIN || errno == EWOULDBLOCK || errno == EINTR { continue }
            break
        }
        state.withLock { state in
            state.ended = true
            closeDescriptor(fd)
        }
    }

    private func take(_ bytes: ArraySlice<UInt8>) {
        state.withLock { state in
            var body: [UInt8]
            if let head = state.head {
                body = head.chunked ? state.decoder.feed(bytes) : Array(bytes)
            } else {
                state.received += bytes
                guard let head = ResponseReader.head(of: state.received) else { return }
                state.head = head
                let rest = state.received[head.bodyStart...]
                body = head.chunked ? state.decoder.feed(rest) : Array(rest)
                state.received = []
            }
            state.bodyBytes += body.count
            guard state.keptBytes < Self.maxKeptBytes else { return }
            state.keptBytes += body.count
            state.frames += state.parser.feed(body)
        }
    }
}

private func closeDescriptor(_ fd: Int32) {
    close(fd)
}
