import Hummingbird
import HummingbirdCore
import NIOCore

extension ServiceStackHost {
    /// Hummingbird's HTTP/1.1 server with this host's connection guards: `idleTimeout`, `requestBodyTimeout`,
    /// a 400 with a `ResponseStatus` for requests the HTTP parser rejects, and streamed bodies held to what the
    /// connection's buffers take (see `ResponseStreamWriter`). `start` and `run` use it; pass it as the `server:`
    /// of your own `Application` to keep these guards when you mount the host there.
    public var http1Server: HTTPServerBuilder {
        let requestBodyTimeout = TimeAmount(config.requestBodyTimeout)
        let configuration = HTTP1Channel.Configuration(
            additionalChannelHandlers: [ConnectionGuardHandler(bodyTimeout: requestBodyTimeout)],
            idleTimeout: TimeAmount(config.idleTimeout))
        return HTTPServerBuilder { responder in
            EventLoopBoundHTTP1Channel(base: HTTP1Channel(responder: responder, configuration: configuration))
        }
    }

    /// An application configuration listening on `address` that accepts at most `maxConnections` connections at
    /// once; `start` and `run` use it, and your own `Application` may too.
    public func applicationConfiguration(address: BindAddress) -> ApplicationConfiguration {
        ApplicationConfiguration(
            address: address, serverName: name,
            availableConnectionsDelegate: MaximumAvailableConnections(config.maxConnections, logger: logger))
    }
}
