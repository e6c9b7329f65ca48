import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What the kernel reports about a TCP socket (`getsockopt`, `getsockname`, `getpeername`), for bounds on what a
/// connection can hold that do not depend on how the kernel tunes its buffers.
enum SocketBuffers {
    /// `SO_RCVBUF` of `fd` as read back. Linux reports twice the size that was set (it counts its bookkeeping
    /// too), so this is at least what the socket's receive queue holds.
    static func receiveBufferSize(of fd: Int32) -> Int? {
        option(SO_RCVBUF, of: fd)
    }

    /// `SO_SNDBUF` of `fd` as read back. Unless set, Linux grows it with the connection (up to `tcp_wmem`'s
    /// maximum), never shrinking it short of memory pressure: read it after the bytes it bounds were written.
    static func sendBufferSize(of fd: Int32) -> Int? {
        option(SO_SNDBUF, of: fd)
    }

    /// The port `fd` is bound to, or nil.
    static func localPort(of fd: Int32) -> Int? {
        port { address, length in getsockname(fd, address, length) }
    }

    /// The port of `fd`'s peer, or nil.
    static func peerPort(of fd: Int32) -> Int? {
        port { address, length in getpeername(fd, address, length) }
    }

    /// The descriptor of this process's end of the TCP connection from `localPort` to `peerPort`: the server
    /// under test runs in the test process, so its end of a test's connection is among the open descriptors.
    static func descriptor(localPort: Int, peerPort: Int) -> Int32? {
        openDescriptors().first { fd in
            Self.localPort(of: fd) == localPort && Self.peerPort(of: fd) == peerPort
        }
    }

    private static func option(_ name: Int32, of fd: Int32) -> Int? {
        var value: Int32 = 0
        var length = socklen_t(MemoryLayout<Int32>.size)
        guard getsockopt(fd, SOL_SOCKET, name, &value, &length) == 0 else { return nil }
        return Int(value)
    }

    private static func port(
        _ read: (UnsafeMutablePointer<sockaddr>, UnsafeMutablePointer<socklen_t>) -> Int32
    ) -> Int? {
        var storage = sockaddr_storage()
        var length = socklen_t(MemoryLayout<sockaddr_storage>.size)
        let result = withUnsafeMutablePointer(to: &storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { read($0, &length) }
        }
        guard result == 0 else { return nil }
        switch Int32(storage.ss_family) {
        case AF_INET:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in.self, capacity: 1) { Int(UInt16(bigEndian: $0.pointee.sin_port)) }
            }
        case AF_INET6:
            return withUnsafePointer(to: &storage) {
                $0.withMemoryRebound(to: sockaddr_in6.self, capacity: 1) {
                    Int(UInt16(bigEndian: $0.pointee.sin6_port))
                }
            }
        default:
            return nil
        }
    }

    /// The process's open descriptors: `/proc/self/fd` where there is one, else every number below the limit.
    private static func openDescriptors() -> [Int32] {
        if let names = try? FileManager.default.contentsOfDirectory(atPath: "/proc/self/fd") {
            return names.compactMap { Int32($0) }
        }
        var limit = rlimit()
        let count = getrlimit(resourceLimitFiles, &limit) == 0 ? Int(clamping: limit.rlim_cur) : 4096
        return (0..<Int32(min(count, 65_536))).map { $0 }
    }

    #if canImport(Glibc)
        private static let resourceLimitFiles = __rlimit_resource_t(RLIMIT_NOFILE.rawValue)
    #else
        private static let resourceLimitFiles = RLIMIT_NOFILE
    #endif
}
