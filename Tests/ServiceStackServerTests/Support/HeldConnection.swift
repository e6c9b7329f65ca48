import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A TCP connection to 127.0.0.1 that a test keeps open after sending some bytes, to act as a slow or idle
/// client.
final class HeldConnection: @unchecked Sendable {
    struct Failure: Error { let reason: String }
    private let fd: Int32
    private let closeLock = NSLock()
    private var isClosed = false

    /// Connects and sends `text`. `receiveBufferBytes` fixes the socket's receive buffer before connecting, which
    /// turns off the kernel's growing it, so what a client that does not read can hold is known.
    init(port: Int, sending text: String, receiveBufferBytes: Int32? = nil) throws {
        #if canImport(Glibc)
            fd = socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
        #else
            fd = socket(AF_INET, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(reason: "socket() failed") }
        if var size = receiveBufferBytes {
            setsockopt(fd, SOL_SOCKET, SO_RCVBUF, &size, socklen_t(MemoryLayout<Int32>.size))
        }
        var address = sockaddr_in()
        address.sin_family = sa_family_t(AF_INET)
        address.sin_port = in_port_t(UInt16(port).bigEndian)
        address.sin_addr.s_addr = inet_addr("127.0.0.1")
        let connected = withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                connect(fd, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
            }
        }
        guard connected == 0 else {
            closeDescriptor(fd)
            throw Failure(reason: "connect() failed")
        }
        try send(text)
    }

    func send(_ text: String) throws {
        let bytes = Array(text.utf8)
        guard !bytes.isEmpty else { return }
        let written = bytes.withUnsafeBytes { write(fd, $0.baseAddress, $0.count) }
        guard written == bytes.count else { throw Failure(reason: "short write") }
    }

    /// Reads until the server closes the connection or `seconds` pass without it doing so; returns what was
    /// read and whether the connection was closed. Runs on a thread of its own (it blocks).
    func readUntilClosed(seconds: Int) async -> (text: String, closed: Bool) {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { [self] in
                continuation.resume(returning: blockingRead(seconds: seconds))
            }
        }
    }

    /// Reads until the server closes the connection, `seconds` pass without data, or what arrived satisfies
    /// `isComplete`. With `onBytes`, each read goes there instead of being collected.
    func blockingRead(
        seconds: Int, until isComplete: (String) -> Bool = { _ in false },
        onBytes: ((ArraySlice<UInt8>) -> Void)? = nil
    ) -> (text: String, closed: Bool) {
        var timeout = timeval(tv_sec: seconds, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        var received = [UInt8]()
        var buffer = [UInt8](repeating: 0, count: 16 * 1024)
        while true {
            let count = buffer.withUnsafeMutableBytes { read(fd, $0.baseAddress, $0.count) }
            if count == 0 { return (String(decoding: received, as: UTF8.self), true) }
            if count < 0 { return (String(decoding: received, as: UTF8.self), errno == ECONNRESET) }
            if let onBytes {
                onBytes(buffer[0..<count])
                continue
            }
            received.append(contentsOf: buffer[0..<count])
            if let text = String(bytes: received, encoding: .utf8), isComplete(text) { return (text, false) }
        }
    }

    /// Ends both directions without releasing the descriptor, so a thread blocked reading it sees the end
    /// instead of reading a socket that reused the number.
    func shutdown() {
        closeLock.lock()
        defer { closeLock.unlock() }
        guard !isClosed else { return }
        #if canImport(Glibc)
            _ = Glibc.shutdown(fd, Int32(SHUT_RDWR))
        #else
            _ = Darwin.shutdown(fd, SHUT_RDWR)
        #endif
    }

    func close() {
        closeLock.lock()
        defer { closeLock.unlock() }
        guard !isClosed else { return }
        isClosed = true
        closeDescriptor(fd)
    }
}

private func closeDescriptor(_ fd: Int32) {
    #if canImport(Glibc)
        _ = Glibc.close(fd)
    #else
        _ = Darwin.close(fd)
    #endif
}
