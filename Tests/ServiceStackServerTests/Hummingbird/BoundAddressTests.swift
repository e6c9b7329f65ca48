import Foundation
import ServiceStack
import ServiceStackServer
import Testing

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// `RunningHost.baseUrl` names the address the server is bound to, so it works for any `host:` given to `start`.
@Suite struct BoundAddressTests {
    @Test(arguments: ["127.0.0.1", "localhost"])
    func baseUrlReachesTheServer(host name: String) async throws {
        let running = try await makeGreetingHost().start(host: name)
        defer { Task { await running.stop() } }
        #expect(running.baseUrl == "http://\(running.address):\(running.port)/")
        #expect(!running.address.contains("localhost"))
        let response = try await JsonServiceClient(baseUrl: running.baseUrl).sendAsync(Greet(name: name))
        #expect(response.result == "Hello, \(name)!")
    }

    @Test(.enabled(if: IPv6Loopback.isAvailable, "this machine cannot listen on ::1"))
    func ipv6AddressesAreBracketed() async throws {
        let running = try await makeGreetingHost().start(host: "::1")
        defer { Task { await running.stop() } }
        #expect(running.address == "::1")
        #expect(running.baseUrl == "http://[::1]:\(running.port)/")
        // Over a socket of its own: Foundation's URLSession on Linux refuses bracketed IPv6 URLs (NSURLErrorBadURL).
        let response = try await IPv6Loopback.exchange(
            port: running.port, "GET /greet/six HTTP/1.1\r\nHost: [::1]\r\nConnection: close\r\n\r\n")
        #expect(response.hasPrefix("HTTP/1.1 200"))
        #expect(response.contains("Hello, six!"))
    }
}

/// Plain TCP over the IPv6 loopback address.
enum IPv6Loopback {
    struct Failure: Error { let reason: String }

    /// Whether a socket can be bound to `::1`.
    static let isAvailable: Bool = {
        guard let fd = try? makeSocket() else { return false }
        defer { close(fd) }
        return withLoopbackAddress(port: 0) { bind(fd, $0, $1) == 0 }
    }()

    /// Sends `request` to `[::1]:port` and reads until the server closes (on a thread of its own: it blocks).
    static func exchange(port: Int, _ request: String) async throws -> String {
        try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try blockingExchange(port: port, request) })
            }
        }
    }

    private static func blockingExchange(port: Int, _ request: String) throws -> String {
        let fd = try makeSocket()
        defer { close(fd) }
        guard withLoopbackAddress(port: port, { connect(fd, $0, $1) == 0 }) else {
            throw Failure(reason: "connect() to [::1]:\(port) failed")
        }
        var timeout = timeval(tv_sec: 30, tv_usec: 0)
        setsockopt(fd, SOL_SOCKET, SO_RCVTIMEO, &timeout, socklen_t(MemoryLayout<timeval>.size))
        let bytes = Array(request.utf8)
        guard bytes.withUnsafeBytes({ send(fd, $0.baseAddress, $0.count, 0) }) == bytes.count else {
            throw Failure(reason: "short write")
        }
        var received: [UInt8] = []
        var buffer = [UInt8](repeating: 0, count: 4096)
        while case let count = buffer.withUnsafeMutableBytes({ recv(fd, $0.baseAddress, $0.count, 0) }), count > 0 {
            received.append(contentsOf: buffer[0..<count])
        }
        return String(decoding: received, as: UTF8.self)
    }

    private static func makeSocket() throws -> Int32 {
        #if canImport(Glibc)
            let fd = socket(AF_INET6, Int32(SOCK_STREAM.rawValue), 0)
        #else
            let fd = socket(AF_INET6, SOCK_STREAM, 0)
        #endif
        guard fd >= 0 else { throw Failure(reason: "socket(AF_INET6) failed") }
        return fd
    }

    private static func withLoopbackAddress(
        port: Int, _ body: (UnsafePointer<sockaddr>, socklen_t) -> Bool
    ) -> Bool {
        var address = sockaddr_in6()
        address.sin6_family = sa_family_t(AF_INET6)
        address.sin6_port = in_port_t(UInt16(port).bigEndian)
        address.sin6_addr = in6addr_loopback
        return withUnsafePointer(to: &address) {
            $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                body($0, socklen_t(MemoryLayout<sockaddr_in6>.size))
            }
        }
    }
}
