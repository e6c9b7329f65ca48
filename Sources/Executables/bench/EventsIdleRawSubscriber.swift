import Foundation
import NIOCore
import NIOPosix

/// The raw subscribers of `bench events --idle-client`, on one event loop: a plain NIO connection that sends the
/// stream's GET and reads what comes (`raw`); with `heartbeat`, it also calls the `heartbeatUrl` of the server's
/// `cmd.onConnect` every `heartbeatIntervalMs`, as the protocol asks and as our clients do, with a GET on a
/// second, kept-alive connection whose answers it reads and drops (`raw+heartbeat`).
enum EventsIdleRawSubscriber {
    /// Subscribes to `channels` on 127.0.0.1:`port`, waits for `cmd.onConnect` and, with `heartbeat`, starts the
    /// heartbeats. The returned closure stops them and closes the connections.
    static func start(port: Int, channels: String, heartbeat: Bool) async throws -> @Sendable () async -> Void {
        let eventLoop = MultiThreadedEventLoopGroup.singleton.next()
        let connected = eventLoop.makePromise(of: String.self)
        let request = "GET /event-stream?channels=\(channels) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
        let stream = try await ClientBootstrap(group: eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(
                        RawStreamHandler(request: request, connected: connected))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
        let onConnect = try await connected.futureResult.get()
        guard heartbeat else {
            return { try? await stream.close() }
        }
        let (path, interval) = try heartbeatTarget(onConnect)
        let sender = RawHeartbeatSender(
            eventLoop: eventLoop, port: port,
            request: "GET \(path) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n")
        let task = eventLoop.scheduleRepeatedTask(initialDelay: interval, delay: interval) { _ in sender.send() }
        return {
            task.cancel()
            try? await eventLoop.submit { sender.close() }.get()
            try? await stream.close()
        }
    }

    /// The heartbeat URL's path and query, and the interval, from `cmd.onConnect`'s JSON.
    private static func heartbeatTarget(_ json: String) throws -> (path: String, interval: TimeAmount) {
        guard
            let object = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any],
            let url = (object["heartbeatUrl"] as? String).flatMap(URLComponents.init(string:)),
            let milliseconds = (object["heartbeatIntervalMs"] as? String).flatMap({ Int64($0) })
                ?? (object["heartbeatIntervalMs"] as? Int).map(Int64.init),
            milliseconds > 0
        else { throw BenchError.unexpected("cmd.onConnect without heartbeatUrl and heartbeatIntervalMs: \(json)") }
        let path =
            (url.percentEncodedPath.isEmpty ? "/" : url.percentEncodedPath)
            + (url.percentEncodedQuery.map { "?" + $0 } ?? "")
        return (path, .milliseconds(milliseconds))
    }
}

/// Reads the stream line by line and hands over the JSON of the first `cmd.onConnect`; drops everything else.
private final class RawStreamHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let request: String
    private let connected: EventLoopPromise<String>
    private var line: [UInt8] = []
    private var sawConnect = false

    init(request: String, connected: EventLoopPromise<String>) {
        self.request = request
        self.connected = connected
    }

    func channelActive(context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: request)), promise: nil)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        if !sawConnect {
            sawConnect = true
            connected.fail(BenchError.unexpected("the stream closed before cmd.onConnect"))
        }
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !sawConnect else { return }
        let buffer = unwrapInboundIn(data)
        buffer.withUnsafeReadableBytes { bytes in
            for byte in bytes where !sawConnect {
                guard byte == UInt8(ascii: "\n") else {
                    line.append(byte)
                    continue
                }
                if line.starts(with: Self.connectPrefix) {
                    sawConnect = true
                    connected.succeed(String(decoding: line.dropFirst(Self.connectPrefix.count), as: UTF8.self))
                }
                line.removeAll(keepingCapacity: true)
            }
        }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    private static let connectPrefix = Array("data: cmd.onConnect ".utf8)
}

/// Sends one heartbeat GET per call on a kept-alive connection, opening a new one when the server closed it.
/// Used only on its event loop.
private final class RawHeartbeatSender: @unchecked Sendable {
    private let eventLoop: any EventLoop
    private let port: Int
    private let request: String
    private var channel: (any Channel)?

    init(eventLoop: any EventLoop, port: Int, request: String) {
        self.eventLoop = eventLoop
        self.port = port
        self.request = request
    }

    func send() {
        if let channel, channel.isActive {
            channel.writeAndFlush(ByteBuffer(string: request), promise: nil)
            return
        }
        ClientBootstrap(group: eventLoop)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(DiscardingHandler())
                }
            }
            .connect(host: "127.0.0.1", port: port)
            .whenSuccess { [self] opened in
                channel = opened
                opened.writeAndFlush(ByteBuffer(string: request), promise: nil)
            }
    }

    func close() {
        channel?.close(promise: nil)
        channel = nil
    }
}

/// Reads the heartbeat answers and drops them.
private final class DiscardingHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {}

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }
}
