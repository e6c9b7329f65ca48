import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// The host's guards on one HTTP/1.1 connection, in one channel handler so a request passes one handler instead
/// of one per guard:
///
/// - A request NIO's HTTP parser rejects before it reached a service (an overlong request line or header, a bad
///   header, broken framing between requests) is answered with `400` and a `ResponseStatus` body, and the
///   connection is closed. Errors inside a request that is being answered go on to the service pipeline, which
///   maps them.
/// - A connection whose request body does not arrive in full within `bodyTimeout` of its head is closed, so a
///   client that trickles a body cannot hold a connection (and the service waiting for it) open indefinitely.
///   The deadline is set when a read ends with a request still unfinished: a request whose head and end arrive
///   in the same read (every GET, most small bodies) never schedules one, and costs no timer.
final class ConnectionGuardHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private let bodyTimeout: TimeAmount
    private var bodyDeadline: Scheduled<Void>?
    /// A head arrived and its end has not.
    private var awaitingEnd = false
    /// A head arrived and the end of its response has not been written.
    private var requestInProgress = false
    /// The connection was answered with a 400 for a parser error; it reads nothing more.
    private var answered = false

    init(bodyTimeout: TimeAmount) {
        self.bodyTimeout = bodyTimeout
    }

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        switch unwrapInboundIn(data) {
        case .head:
            requestInProgress = true
            cancelBodyDeadline()
            awaitingEnd = true
        case .end:
            cancelBodyDeadline()
            awaitingEnd = false
        case .body:
            break
        }
        context.fireChannelRead(data)
    }

    func channelReadComplete(context: ChannelHandlerContext) {
        if awaitingEnd, bodyDeadline == nil {
            let channel = context.channel
            bodyDeadline = context.eventLoop.scheduleTask(in: bodyTimeout) {
                channel.close(promise: nil)
            }
        }
        context.fireChannelReadComplete()
    }

    func write(context: ChannelHandlerContext, data: NIOAny, promise: EventLoopPromise<Void>?) {
        if case .end = unwrapOutboundIn(data) { requestInProgress = false }
        context.write(data, promise: promise)
    }

    func errorCaught(context: ChannelHandlerContext, error: any Error) {
        guard error is HTTPParserError, !requestInProgress else {
            context.fireErrorCaught(error)
            return
        }
        guard !answered else { return }
        answered = true
        let body = ResponseEncoding.errorBody(ErrorMapper.map(error).responseStatus)
        var head = HTTPResponse(status: .badRequest)
        head.headerFields[.contentType] = HTTPWriter.jsonContentType
        head.headerFields[.contentLength] = String(body.count)
        head.headerFields[.connection] = "close"
        context.write(wrapOutboundOut(.head(head)), promise: nil)
        context.write(wrapOutboundOut(.body(context.channel.allocator.buffer(bytes: body))), promise: nil)
        let channel = context.channel
        context.writeAndFlush(wrapOutboundOut(.end(nil))).whenComplete { _ in
            channel.close(promise: nil)
        }
    }

    func channelInactive(context: ChannelHandlerContext) {
        cancelBodyDeadline()
        context.fireChannelInactive()
    }

    func handlerRemoved(context: ChannelHandlerContext) {
        cancelBodyDeadline()
    }

    private func cancelBodyDeadline() {
        bodyDeadline?.cancel()
        bodyDeadline = nil
    }
}
