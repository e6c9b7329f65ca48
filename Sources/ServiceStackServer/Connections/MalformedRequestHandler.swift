import HTTPTypes
import NIOCore
import NIOHTTP1
import NIOHTTPTypes

/// Answers a request NIO's HTTP parser rejects before it reached a service (an overlong request line or header,
/// a bad header, broken framing between requests) with `400` and a `ResponseStatus` body, then closes the
/// connection. Errors inside a request that is being answered go on to the service pipeline, which maps them.
final class MalformedRequestHandler: ChannelDuplexHandler, RemovableChannelHandler {
    typealias InboundIn = HTTPRequestPart
    typealias InboundOut = HTTPRequestPart
    typealias OutboundIn = HTTPResponsePart
    typealias OutboundOut = HTTPResponsePart

    private var requestInProgress = false
    private var answered = false

    func channelRead(context: ChannelHandlerContext, data: NIOAny) {
        guard !answered else { return }
        if case .head = unwrapInboundIn(data) { requestInProgress = true }
        context.fireChannelRead(data)
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
}
