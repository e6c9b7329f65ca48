import Foundation

#if canImport(Glibc)
    import Glibc
#endif

/// The raw subscriber's stand-in for the clients' heartbeat: every `interval`, a thread of its own sends one
/// `GET /event-heartbeat` on a new blocking socket and reads the answer to its end. The server's answer (the id is
/// not one it knows) does not matter: only the client's side of a request every ten seconds is measured.
enum EventsIdleRawHeartbeat {
    static func start(port: Int, interval: TimeInterval = 10) {
        let thread = Thread {
            while true {
                Thread.sleep(forTimeInterval: interval)
                send(port: port)
            }
        }
        thread.name = "raw heartbeat"
        thread.start()
    }

    private static func send(port: Int) {
        #if canImport(Glibc)
            let socket = Glibc.socket(AF_INET, Int32(SOCK_STREAM.rawValue), 0)
            guard socket >= 0 else { return }
            defer { close(socket) }
            var address = sockaddr_in()
            address.sin_family = sa_family_t(AF_INET)
            address.sin_port = in_port_t(UInt16(port).bigEndian)
            address.sin_addr.s_addr = inet_addr("127.0.0.1")
            let connected = withUnsafePointer(to: &address) {
                $0.withMemoryRebound(to: sockaddr.self, capacity: 1) {
                    connect(socket, $0, socklen_t(MemoryLayout<sockaddr_in>.size))
                }
            }
            guard connected == 0 else { return }
            let request = Array(
                "GET /event-heartbeat?id=raw HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\nConnection: close\r\n\r\n".utf8)
            guard request.withUnsafeBytes({ Glibc.send(socket, $0.baseAddress, $0.count, Int32(MSG_NOSIGNAL)) }) > 0
            else { return }
            var buffer = [UInt8](repeating: 0, count: 4096)
            while buffer.withUnsafeMutableBytes({ recv(socket, $0.baseAddress, $0.count, 0) }) > 0 {}
        #endif
    }
}
