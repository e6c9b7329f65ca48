import Foundation

#if canImport(Glibc)
    import Glibc
#elseif canImport(Darwin)
    import Darwin
#endif

/// What a hostile Server Events endpoint writes on one connection, after its `200 OK` head.
public struct HostileEventStream: Sendable {
    let run: @Sendable (HostileEventStreamConnection) -> Void

    /// A stream written by `run`; the connection closes when it returns.
    public init(_ run: @escaping @Sendable (HostileEventStreamConnection) -> Void) {
        self.run = run
    }
}

/// One event-stream connection of a `HostileServer`, as its script sees it.
public final class HostileEventStreamConnection: Sendable {
    /// 1 for the first stream request of the path, 2 for the second...
    public let number: Int
    /// The server's `http://127.0.0.1:{port}`.
    public let baseUrl: String
    private let fd: Int32
    private let writer: @Sendable (Data) -> Bool
    private let isServing: @Sendable () -> Bool

    init(
        number: Int, baseUrl: String, fd: Int32, write: @escaping @Sendable (Data) -> Bool,
        isServing: @escaping @Sendable () -> Bool
    ) {
        self.number = number
        self.baseUrl = baseUrl
        self.fd = fd
        self.writer = write
        self.isServing = isServing
    }

    /// Writes `data`; false once the client has gone, stopped reading for a second, or the server stopped.
    @discardableResult
    public func write(_ data: Data) -> Bool { writer(data) }

    /// Writes `text` as UTF-8.
    @discardableResult
    public func write(_ text: String) -> Bool { writer(Data(text.utf8)) }

    /// Writes `data` again and again until a write fails.
    public func writeForever(_ data: Data) {
        while write(data) {}
    }

    /// Waits, writing nothing, until the client closes the connection, the server stops or `release` holds.
    public func hold(until release: @Sendable () -> Bool = { false }) {
        var buffer = [UInt8](repeating: 0, count: 1024)
        while isServing(), !release() {
            var descriptor = pollfd(fd: fd, events: Int16(POLLIN), revents: 0)
            guard poll(&descriptor, 1, 10) >= 0 else { return }
            if descriptor.revents != 0, recv(fd, &buffer, buffer.count, 0) <= 0 { return }
        }
    }
}

extension HostileEventStream {
    /// The `cmd.onConnect` frame of subscription `sub{number}`, with its heartbeat and unregister URLs under
    /// `commandBase` (the server itself by default).
    public static func handshake(
        _ connection: HostileEventStreamConnection, heartbeatIntervalMs: Int = 10_000, idleTimeoutMs: Int = 30_000,
        commandBase: String? = nil, channel: String? = nil, id: String? = nil
    ) -> String {
        let subscription = id ?? "sub\(connection.number)"
        let base = commandBase ?? connection.baseUrl
        let meta: [String: String] = [
            "id": subscription, "userId": "-\(connection.number)", "displayName": "user\(connection.number)",
            "isAuthenticated": "false", "channels": "home", "createdAt": "1700000000000",
            "unRegisterUrl": "\(base)/event-unregister?id=\(subscription)",
            "heartbeatUrl": "\(base)/event-heartbeat?id=\(subscription)",
            "updateSubscriberUrl": "\(base)/event-subscribers/\(subscription)",
            "heartbeatIntervalMs": String(heartbeatIntervalMs), "idleTimeoutMs": String(idleTimeoutMs),
        ]
        let json = (try? JSONSerialization.data(withJSONObject: meta, options: [.sortedKeys])) ?? Data("{}".utf8)
        let selector = (channel.map { "\($0)@" } ?? "") + "cmd.onConnect"
        return "id: \(connection.number)\ndata: \(selector) \(String(decoding: json, as: UTF8.self))\n\n"
    }

    /// A frame `{channel}@{selector} {json}`.
    public static func frame(id: Int, selector: String, json: String, channel: String? = "home") -> String {
        "id: \(id)\ndata: \(channel.map { "\($0)@" } ?? "")\(selector) \(json)\n\n"
    }

    /// The handshake, then a `data:` line that never ends, at full speed.
    public static let neverEndingLine = HostileEventStream { connection in
        guard connection.write(handshake(connection) + "id: 2\ndata: cmd.chat {\"text\":\"") else { return }
        connection.writeForever(Data(repeating: UInt8(ascii: "x"), count: 64 * 1024))
    }

    /// The handshake, then frames of `bytes` bytes each, at full speed.
    public static func hugeFrames(bytes: Int) -> HostileEventStream {
        HostileEventStream { connection in
            guard connection.write(handshake(connection)) else { return }
            let text = String(repeating: "x", count: max(bytes - 40, 1))
            connection.writeForever(Data(frame(id: 3, selector: "cmd.chat", json: "{\"text\":\"\(text)\"}").utf8))
        }
    }

    /// The handshake, then ordinary chat frames at full speed.
    public static let flood = HostileEventStream { connection in
        guard connection.write(handshake(connection)) else { return }
        let one = frame(id: 3, selector: "cmd.chat", json: #"{"from":"flood","text":"an ordinary message"}"#)
        connection.writeForever(Data(String(repeating: one, count: 512).utf8))
    }

    /// The handshake, then the connection closes: a reconnection storm, unless the client backs off.
    public static func handshakeThenClose(heartbeatIntervalMs: Int = 10_000, idleTimeoutMs: Int = 30_000)
        -> HostileEventStream
    {
        HostileEventStream { connection in
            connection.write(
                handshake(connection, heartbeatIntervalMs: heartbeatIntervalMs, idleTimeoutMs: idleTimeoutMs))
        }
    }

    /// The handshake (with heartbeat and unregister URLs under `commandBase`), then silence until the client goes.
    public static func handshakeThenHold(
        heartbeatIntervalMs: Int = 10_000, idleTimeoutMs: Int = 30_000, commandBase: String? = nil
    ) -> HostileEventStream {
        HostileEventStream { connection in
            guard
                connection.write(
                    handshake(
                        connection, heartbeatIntervalMs: heartbeatIntervalMs, idleTimeoutMs: idleTimeoutMs,
                        commandBase: commandBase))
            else { return }
            connection.hold()
        }
    }

    /// The handshake, a chat message, a `cmd.onConnect` in the channel (as another subscriber could post it) with
    /// heartbeat and unregister URLs under `spoofBase`, another chat message, then silence.
    public static func spoofedHandshake(spoofBase: String) -> HostileEventStream {
        HostileEventStream { connection in
            let spoof = handshake(
                connection, heartbeatIntervalMs: 1, commandBase: spoofBase, channel: "home", id: "spoof"
            )
            .replacingOccurrences(of: "id: \(connection.number)\n", with: "id: 3\n")
            let frames =
                handshake(connection)
                + frame(id: 2, selector: "cmd.chat", json: #"{"text":"before"}"#)
                + spoof
                + frame(id: 4, selector: "cmd.chat", json: #"{"text":"after"}"#)
            guard connection.write(frames) else { return }
            connection.hold()
        }
    }
}
