import Foundation
import TestSupport

/// What a streaming handler wrote and what the client read, counted as it happens: bytes whose write returned,
/// body bytes the client has read, the write in progress, and how the handler ended.
final class StreamProbe: @unchecked Sendable {
    private let lock = NSLock()
    private var written = 0
    private var read = 0
    private var writesStarted = 0
    private var pendingWrite: Int?
    private var lead = 0
    private var ending: String?

    var bytesWritten: Int { lock.withLock { written } }
    var bytesRead: Int { lock.withLock { read } }
    /// The most the handler had written beyond what the client had read, as seen each time a write returned.
    var largestLead: Int { lock.withLock { lead } }
    /// The number of the write that has started and not returned (counting from 1), or nil.
    var writeInProgress: Int? { lock.withLock { pendingWrite } }
    /// `finished`, `failed: …`, or nil while the handler runs.
    var outcome: String? { lock.withLock { ending } }

    func end(_ outcome: String) { lock.withLock { ending = outcome } }

    /// Counts `count` body bytes the client has read (after `read` returned them).
    func clientRead(_ count: Int) { lock.withLock { read += count } }

    /// Writes `count` bytes through `write`, counting them once it returns and noting how far ahead of the
    /// client's reading the handler then is. The client's count lags its reads by at most one read buffer.
    func write(_ count: Int, through write: () async throws -> Void) async throws {
        lock.withLock {
            writesStarted += 1
            pendingWrite = writesStarted
        }
        try await write()
        lock.withLock {
            pendingWrite = nil
            written += count
            lead = max(lead, written - read)
        }
    }

    /// Runs a handler's writing and records how it ended: `finished`, or `failed: …` (the error is rethrown).
    func recordOutcome(of writing: () async throws -> Void) async throws {
        do {
            try await writing()
            end("finished")
        } catch {
            end("failed: \(error)")
            throw error
        }
    }

    /// Waits until the handler has ended (`eventually`'s bound only matters when it never does), and returns how.
    func waitForOutcome() async -> String? {
        _ = await eventually { self.outcome != nil }
        return outcome
    }

    /// Waits until a write is held up while the client reads nothing, and returns what had been written then;
    /// nil when the handler ended (or no write started) instead.
    ///
    /// Held up means: the same write is still in progress after the server answered `roundTrip` (a whole request
    /// on another connection) that began after the write did. Its event loops and the tasks running handlers
    /// made progress meanwhile, so a write that could complete would have: elapsed time decides nothing, and a
    /// starved scheduler only makes the wait longer. Writes held for a moment (while NIO hands bytes to the
    /// kernel) are passed over: the next one is tried, until the handler ends.
    func waitForHeldWrite(roundTrip: () async throws -> Void) async throws -> Int? {
        while await eventually({ self.writeInProgress != nil || self.outcome != nil }), outcome == nil {
            guard let write = writeInProgress else { continue }
            let writtenBefore = bytesWritten
            try await roundTrip()
            if writeInProgress == write { return writtenBefore }
        }
        return nil
    }
}

/// The most bytes a streaming handler can have written beyond what a client read, derived from the buffers
/// between them; none of it depends on how the kernel tunes a buffer, because each size is read back.
///
/// A write returns once its bytes are in NIO's outbound buffer and the channel is writable, so bytes a handler
/// wrote are in one of these, or read by the client:
/// - NIO's outbound buffer: the channel turns unwritable once more than its high-water mark waits there (NIO's
///   default 64 KiB, which Hummingbird keeps), and the write that crossed it has returned: high-water mark plus
///   one write, plus what `ResponseStreamWriter` writes before it waits for the event loop to take it (64 KiB).
/// - the server socket's send queue: at most `SO_SNDBUF` as read back once the bytes were written (it grows
///   by autotuning, not past what it reports after), plus the one segment the kernel queues past it (64 KiB on
///   loopback).
/// - the client socket's receive queue: at most `SO_RCVBUF` as read back (set before connecting, the kernel
///   does not grow it).
/// - the client's read buffer: bytes `read` returned that the test has not counted yet.
struct BackPressureBound {
    static let channelHighWaterMark = 64 * 1024
    static let kernelSegment = 64 * 1024
    static let bytesBeforeCatchUp = 64 * 1024

    let largestWrite: Int
    let serverSendBuffer: Int
    let clientReceiveBuffer: Int
    let clientReadBuffer: Int

    var bytes: Int {
        Self.channelHighWaterMark + Self.bytesBeforeCatchUp + largestWrite + serverSendBuffer + Self.kernelSegment
            + clientReceiveBuffer
            + clientReadBuffer
    }

    init(largestWrite: Int, serverSendBuffer: Int, clientReceiveBuffer: Int, clientReadBuffer: Int) {
        self.largestWrite = largestWrite
        self.serverSendBuffer = serverSendBuffer
        self.clientReceiveBuffer = clientReceiveBuffer
        self.clientReadBuffer = clientReadBuffer
    }

    /// The bound for `connection` to a server on `serverPort` in this process; nil when a buffer size cannot be
    /// read back.
    init?(connection: HeldConnection, serverPort: Int, largestWrite: Int) {
        guard let clientPort = SocketBuffers.localPort(of: connection.fd),
            let clientReceive = SocketBuffers.receiveBufferSize(of: connection.fd),
            let serverEnd = SocketBuffers.descriptor(localPort: serverPort, peerPort: clientPort),
            let serverSend = SocketBuffers.sendBufferSize(of: serverEnd)
        else { return nil }
        self.init(
            largestWrite: largestWrite, serverSendBuffer: serverSend, clientReceiveBuffer: clientReceive,
            clientReadBuffer: HeldConnection.readBufferSize)
    }
}

/// A GET request for `path` as a client sends it over a raw socket.
func rawGet(_ path: String) -> String {
    "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\n\r\n"
}

extension HeldConnection {
    /// Reads (on a thread of its own) until what arrived contains `text`, the server closes, or 30 s pass quietly.
    func receive(until text: String) async -> String {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(returning: blockingRead(seconds: 300) { $0.contains(text) }.text)
            }
        }
    }

    /// Reads the response (on a thread of its own) until `bodyBytes` of body arrived, the server closes, or five
    /// minutes pass quietly (a busy test run can keep the server's writer waiting for a thread a long while), counting body bytes into `probe` as each read returns them; returns how many arrived.
    func readBody(_ bodyBytes: Int, into probe: StreamProbe) async -> Int {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                let separator = Array("\r\n\r\n".utf8)
                var head = [UInt8]()
                var body = 0
                _ = blockingRead(
                    seconds: 300, until: { _ in body >= bodyBytes },
                    onBytes: { bytes in
                        var bytes = bytes
                        while head.suffix(4) != separator, let byte = bytes.popFirst() { head.append(byte) }
                        body += bytes.count
                        probe.clientRead(bytes.count)
                    })
                continuation.resume(returning: body)
            }
        }
    }
}
