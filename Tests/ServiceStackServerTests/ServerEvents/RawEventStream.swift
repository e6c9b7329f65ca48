import Foundation
import ServiceStack
import TestSupport
import Testing

/// A Server Events subscriber made of a raw socket: it sends the GET itself, undoes the chunked encoding and splits
/// the body into SSE frames exactly as they arrived, so tests check the bytes ServiceStack clients would read.
final class RawEventStream: @unchecked Sendable {
    /// One frame: its `id:` and `data:` values, and its text as sent.
    struct Frame: Sendable, CustomStringConvertible {
        let id: Int?
        let data: String
        let text: String

        var description: String { text }

        /// The JSON after the selector, as a string dictionary (ServiceStack's command payloads).
        var stringValues: [String: String] {
            guard let space = data.firstIndex(of: " ") else { return [:] }
            let json = Data(data[data.index(after: space)...].utf8)
            return (try? JSONDecoder().decode([String: String].self, from: json)) ?? [:]
        }

        /// The part before the first space: `{channel@}{selector}`.
        var selector: String {
            String(data.prefix { $0 != " " })
        }
    }

    let connection: HeldConnection
    private let lock = NSCondition()
    private var bytes = [UInt8]()
    private var headerEnd: Int?
    private var body = [UInt8]()
    private var consumedRaw = 0
    private var parsedFrames: [Frame] = []
    private var closed = false
    private var reading = false

    /// Opens `/event-stream?{query}` on 127.0.0.1:`port`, with extra request `headers`.
    init(port: Int, query: String = "channels=home", headers: [String] = [], receiveBufferBytes: Int32? = nil) throws {
        let extra = headers.map { $0 + "\r\n" }.joined()
        connection = try HeldConnection(
            port: port,
            sending: "GET /event-stream?\(query) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\(extra)\r\n",
            receiveBufferBytes: receiveBufferBytes)
    }

    /// Starts reading on a thread of its own; a subscriber that never calls it never reads.
    func startReading() {
        lock.lock()
        reading = true
        lock.unlock()
        Thread.detachNewThread { [self] in
            _ = connection.blockingRead(seconds: 300, onBytes: { chunk in self.received(chunk) })
            connection.close()
            lock.lock()
            closed = true
            lock.broadcast()
            lock.unlock()
        }
    }

    /// The response head (status line and headers).
    var head: String {
        lock.lock()
        defer { lock.unlock() }
        guard let headerEnd else { return "" }
        return String(decoding: bytes[..<headerEnd], as: UTF8.self)
    }

    /// Every frame so far.
    var frames: [Frame] {
        lock.lock()
        defer { lock.unlock() }
        return parsedFrames
    }

    /// Whether the server ended the response or closed the connection.
    var isClosed: Bool {
        lock.lock()
        defer { lock.unlock() }
        return closed || endOfBody
    }

    /// Waits (on a thread, up to `seconds`) until a frame satisfies `predicate`, and returns it.
    func frame(
        within seconds: Double = 300, sourceLocation: SourceLocation = #_sourceLocation,
        where predicate: @escaping @Sendable (Frame) -> Bool
    ) async throws -> Frame {
        let found = await waitFor(seconds) { $0.parsedFrames.first(where: predicate) }
        return try #require(found, "no matching frame; got \(frames)", sourceLocation: sourceLocation)
    }

    /// The frame whose data starts with `prefix`.
    func frame(
        startingWith prefix: String, within seconds: Double = 300, sourceLocation: SourceLocation = #_sourceLocation
    ) async throws -> Frame {
        try await frame(within: seconds, sourceLocation: sourceLocation) { $0.data.hasPrefix(prefix) }
    }

    /// Waits until `count` frames satisfy `predicate`; returns how many did.
    func count(_ count: Int, within seconds: Double = 300, where predicate: @escaping @Sendable (Frame) -> Bool)
        async -> Int
    {
        let seen = await waitFor(seconds) { stream -> Int? in
            let matching = stream.parsedFrames.lazy.filter(predicate).count
            return matching >= count ? matching : nil
        }
        return seen ?? frames.filter(predicate).count
    }

    /// Waits until the server ends the stream; false when it is still open after `seconds`.
    func waitUntilClosed(within seconds: Double = 300) async -> Bool {
        await waitFor(seconds) { $0.closed || $0.endOfBody ? true : nil } ?? false
    }

    /// Closes the connection; a reading thread releases the socket once its read returns.
    func close() {
        lock.lock()
        let isReading = reading
        lock.unlock()
        if isReading { connection.shutdown() } else { connection.close() }
    }

    private var endOfBody = false

    private func waitFor<T: Sendable>(_ seconds: Double, _ check: @escaping @Sendable (RawEventStream) -> T?) async
        -> T?
    {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                let deadline = Date().addingTimeInterval(seconds)
                lock.lock()
                defer { lock.unlock() }
                while true {
                    if let value = check(self) { return continuation.resume(returning: value) }
                    if closed || !lock.wait(until: deadline) {
                        return continuation.resume(returning: check(self))
                    }
                }
            }
        }
    }

    private func received(_ chunk: ArraySlice<UInt8>) {
        lock.lock()
        defer {
            lock.broadcast()
            lock.unlock()
        }
        bytes.append(contentsOf: chunk)
        if headerEnd == nil, let end = Self.find([13, 10, 13, 10], in: bytes, from: 0) {
            headerEnd = end + 4
            consumedRaw = end + 4
        }
        guard headerEnd != nil else { return }
        dechunk()
        splitFrames()
    }

    /// Moves complete chunks of the chunked body into `body`.
    private func dechunk() {
        while let lineEnd = Self.find([13, 10], in: bytes, from: consumedRaw) {
            let sizeText = String(decoding: bytes[consumedRaw..<lineEnd], as: UTF8.self)
            guard let size = Int(sizeText.split(separator: ";").first ?? "", radix: 16) else { return }
            if size == 0 {
                endOfBody = true
                return
            }
            let start = lineEnd + 2
            guard bytes.count >= start + size + 2 else { return }
            body.append(contentsOf: bytes[start..<start + size])
            consumedRaw = start + size + 2
        }
    }

    private func splitFrames() {
        while let end = Self.find([10, 10], in: body, from: 0) {
            let text = String(decoding: body[..<end], as: UTF8.self)
            body.removeFirst(end + 2)
            var id: Int?
            var data: [String] = []
            for line in text.split(separator: "\n", omittingEmptySubsequences: false) {
                if line.hasPrefix("id: ") { id = Int(line.dropFirst(4)) }
                if line.hasPrefix("data: ") { data.append(String(line.dropFirst(6))) }
            }
            parsedFrames.append(Frame(id: id, data: data.joined(separator: "\n"), text: text + "\n\n"))
        }
    }

    private static func find(_ needle: [UInt8], in haystack: [UInt8], from start: Int) -> Int? {
        guard haystack.count >= needle.count, start <= haystack.count - needle.count else { return nil }
        var index = start
        while index <= haystack.count - needle.count {
            if haystack[index] == needle[0], Array(haystack[index..<index + needle.count]) == needle { return index }
            index += 1
        }
        return nil
    }
}
