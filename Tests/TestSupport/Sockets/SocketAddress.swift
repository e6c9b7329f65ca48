import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// A numeric IPv4 or IPv6 address (`127.0.0.1`, `::1`) and a port, as the socket calls take them.
struct SocketAddress {
    struct Invalid: Error, CustomStringConvertible {
        let host: String
        var description: String { "\(host) is not a numeric IPv4 or IPv6 address" }
    }

    let family: Int32
    private let storage: sockaddr_storage
    private let length: socklen_t

    init(host: String, port: Int) throws {
        var storage = sockaddr_storage()
        if host.contains(":") {
            var address = sockaddr_in6()
            address.sin6_family = sa_family_t(AF_INET6)
            address.sin6_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET6, host, &address.sin6_addr) == 1 else { throw Invalid(host: host) }
            withUnsafeBytes(of: address) { bytes in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
            }
            (family, length) = (AF_INET6, socklen_t(MemoryLayout<sockaddr_in6>.size))
        } else {
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            guard inet_pton(AF_INET, host, &address.sin_addr) == 1 else { throw Invalid(host: host) }
            withUnsafeBytes(of: address) { bytes in
                withUnsafeMutableBytes(of: &storage) { $0.copyMemory(from: bytes) }
            }
            (family, length) = (AF_INET, socklen_t(MemoryLayout<sockaddr_in>.size))
        }
        self.storage = storage
    }

    /// A new TCP socket of this address's family.
    func makeSocket() -> Int32 {
        #if canImport(Glibc)
            socket(family, Int32(SOCK_STREAM.rawValue), 0)
        #else
            socket(family, SOCK_STREAM, 0)
        #endif
    }

    /// Calls `body` (`connect`, `bind`) with the address.
    func withSockaddr<T>(_ body: (UnsafePointer<sockaddr>, socklen_t) -> T) -> T {
        withUnsafePointer(to: storage) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) { body($0, length) }
        }
    }
}
