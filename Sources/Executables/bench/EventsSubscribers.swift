import NIOCore
import NIOPosix

/// Raw Server Events subscribers: plain TCP connections that send the GET themselves and read the stream line by
/// line, reporting to a `DeliveryTally`. Chunk-size lines are skipped rather than decoded: both servers write whole
/// frames per chunk, so a `data:` line never straddles a chunk boundary.
final class EventsSubscribers: Sendable {
    private let group: any EventLoopGroup
    private let channels: [any Channel]

    private init(group: any EventLoopGroup, channels: [any Channel]) {
        self.group = group
        self.channels = channels
    }

    var count: Int { channels.count }

    /// Connects `count` subscribers to 127.0.0.1:`port`, `batch` at a time, each waiting for its first frame
    /// before the next batch; `query(i)` is subscriber `i`'s stream query.
    static func connect(
        _ count: Int, port: Int, path: String, query: @Sendable (Int) -> String, tally: DeliveryTally,
        group: any EventLoopGroup, batch: Int = 200
    ) async throws -> EventsSubscribers {
        var channels: [any Channel] = []
        channels.reserveCapacity(count)
        var start = 0
        while start < count {
            let end = min(count, start + batch)
            let opened = try await withThrowingTaskGroup(of: (any Channel).self) { tasks in
                for index in start..<end {
                    let request = "GET \(path)?\(query(index)) HTTP/1.1\r\nHost: 127.0.0.1:\(port)\r\n\r\n"
                    tasks.addTask { try await open(port: port, request: request, tally: tally, group: group) }
                }
                return try await tasks.reduce(into: [any Channel]()) { $0.append($1) }
            }
            channels += opened
            try await tally.waitUntilConnected(end)
            start = end
        }
        return EventsSubscribers(group: group, channels: channels)
    }

    /// Closes every connection and waits until they are closed on this side.
    func disconnect() async {
        for channel in channels { channel.close(promise: nil) }
        for channel in channels { try? await channel.closeFuture.get() }
    }

    private static func open(port: Int, request: String, tally: DeliveryTally, group: any EventLoopGroup)
        async throws -> any Channel
    {
        try await ClientBootstrap(group: group)
            .channelOption(.socketOption(.tcp_nodelay), value: 1)
            .channelInitializer { channel in
                channel.eventLoop.makeCompletedFuture {
                    try channel.pipeline.syncOperations.addHandler(SubscriberHandler(request: request, tally: tally))
                }
            }
            .connect(host: "127.0.0.1", port: port).get()
    }
}

/// One subscriber's connection: sends the request, checks the status line, and reports every `data:` line.
private final class SubscriberHandler: ChannelInboundHandler {
    typealias InboundIn = ByteBuffer
    typealias OutboundOut = ByteBuffer

    private let request: String
    private let tally: DeliveryTally
    private var line: [UInt8] = []
    private var sawStatus = false
    private var sawFirstFrame = false
    private var received = 0

    init(request: String, tally: DeliveryTally) {
        self.request = request
        self.tally = tally
        line.reserveCapacity(256)
    }

    func channelActive(context: ChannelHandlerContext) {
        context.writeAndFlush(wrapOutboundOut(ByteBuffer(string: request)), promise: nil)
        context.fireChannelActive()
    }

    func channelInactive(context: ChannelHandlerContext) {
        tally.subscriberClosed()
        context.fireChannelInactive()
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        let buffer = unwrapInboundIn(data)
        tally.subscriberRead()
        var failed = false
        buffer.withUnsafeReadableBytes { bytes in
            for byte in bytes {
                guard byte == UInt8(ascii: "\n") else {
                    line.append(byte)
                    continue
                }
                if !handleLine() { failed = true }
                line.removeAll(keepingCapacity: true)
            }
        }
        if failed { context.close(promise: nil) }
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        context.close(promise: nil)
    }

    /// Handles the line in `line`; false when the server did not answer 200.
    private func handleLine() -> Bool {
        guard sawStatus else {
            sawStatus = true
            return line.starts(with: Self.statusOK)
        }
        guard line.starts(with: Self.dataPrefix) else { return true }
        if !sawFirstFrame {
            sawFirstFrame = true
            tally.subscriberConnected()
        }
        guard let number = Self.number(after: Self.numberKey, in: line) else { return true }
        let sentAt = Self.number(after: Self.sentAtKey, in: line) ?? 0
        received += 1
        tally.delivered(
            number: Int(number), count: received, sentAt: sentAt, receivedAt: MonotonicClock.nanoseconds)
        return true
    }

    private static let statusOK = Array("HTTP/1.1 200".utf8)
    private static let dataPrefix = Array("data: ".utf8)
    private static let numberKey = Array(#""n":"#.utf8)
    private static let sentAtKey = Array(#""t":"#.utf8)

    /// The unsigned integer right after `key` in `line`.
    private static func number(after key: [UInt8], in line: [UInt8]) -> UInt64? {
        guard line.count > key.count else { return nil }
        var index = 0
        while index + key.count <= line.count {
            if line[index] == key[0], line[index..<index + key.count].elementsEqual(key) {
                var value: UInt64 = 0
                var position = index + key.count
                var digits = 0
                while position < line.count, line[position] >= 48, line[position] <= 57 {
                    value = value &* 10 &+ UInt64(line[position] - 48)
                    position += 1
                    digits += 1
                }
                return digits > 0 ? value : nil
            }
            index += 1
        }
        return nil
    }
}
