import HummingbirdCore
import Logging
import NIOCore

/// Hummingbird's `HTTP1Channel`, answering each connection with its event loop as `ConnectionEventLoop.current`:
/// set once for the connection's task instead of once for each of its requests.
struct EventLoopBoundHTTP1Channel: ServerChildChannel {
    typealias Value = HTTP1Channel.Value

    let base: HTTP1Channel

    func setup(channel: any Channel, logger: Logger) -> EventLoopFuture<Value> {
        base.setup(channel: channel, logger: logger)
    }

    func handle(value: Value, logger: Logger) async {
        await ConnectionEventLoop.$current.withValue(value.channel.eventLoop) {
            await base.handle(value: value, logger: logger)
        }
    }
}
