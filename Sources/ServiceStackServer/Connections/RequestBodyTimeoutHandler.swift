import NIOCore
import NIOHTTPTypes

/// Closes a connection whose request body does not arrive in full within `timeout` of its head, so a client
/// that trickles a body cannot hold a connection (and the service waiting for it) open indefinitely.
///
/// The deadline is set when a read ends with a request still unfinished: a request whose head and end arrive in
/// the same read (every GET, most small bodies) never schedules one, and costs no timer.
final class RequestBodyTimeoutHandler: ChannelInboundHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart

    private let timeout: TimeAmount
    private var deadline: Scheduled<Void>?
    /// A head arrived and its end has not.
    private var awaitingEnd = false

    init(timeout: TimeAmount) {
        self.timeout = timeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        switch unwrapInboundIn(data) {
        case .head:
            cancelDeadline()
            awaitingEnd = true
        case .end:
            cancelDeadline()
            awaitingEnd = false
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if awaitingEnd, deadline == nil {
            let channel = context.channel
            deadline = context.eventLoop.scheduleTask(in: timeout) {
                channel.close(promise: nil)
            }
        }
        context.fireChannelReadComplete()
    }

    private func cancelDeadline() {
        deadline?.cancel()
        deadline = nil
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelDeadline()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelDeadline()
    }
}
