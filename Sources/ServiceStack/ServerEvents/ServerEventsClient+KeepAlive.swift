import Foundation

extension ServerEventsClient {
    /// Waits for the connection's handshake (giving up on a connection silent for the idle timeout before it),
    /// then calls the heartbeat URL every interval and fails the connection when it goes quiet. Returns when the
    /// stream ended before a handshake.
    func keepAlive(after connected: AsyncStream<ServerEventConnect>) async throws {
        let (heartbeatBounds, idleBounds) = state.withLock { ($0.heartbeatIntervalBounds, $0.idleTimeoutBounds) }
        let silence = ServerEventsTiming.beforeHandshake(idleBounds: idleBounds)
        guard let connection = try await handshake(connected, within: silence) else {
            return
        }
        let timing = ServerEventsTiming(
            heartbeatIntervalMs: connection.heartbeatIntervalMs, idleTimeoutMs: connection.idleTimeoutMs,
            heartbeatBounds: heartbeatBounds, idleBounds: idleBounds)
        let heartbeatURL = commandURL(connection.heartbeatUrl)
        while true {
            try await clock.sleep(seconds: Swift.min(timing.heartbeatInterval, timing.idleTimeout))
            try checkActivity(within: timing.idleTimeout)
            // Its answer is not activity: the server's `cmd.onHeartbeat` arrives on the stream, and only the stream
            // shows that the stream is alive.
            if let heartbeatURL { try await serviceClient.sendServerEventsRequest(method: "GET", url: heartbeatURL) }
        }
    }

    /// The connection's handshake; nil when the stream ended first. Throws `ServerEventsError.idle` when nothing
    /// arrived for `timeout` seconds before it.
    private func handshake(
        _ connected: AsyncStream<ServerEventConnect>, within timeout: TimeInterval
    ) async throws -> ServerEventConnect? {
        try await withThrowingTaskGroup(of: ServerEventConnect?.self) { group in
            group.addTask {
                for await connection in connected { return connection }
                return nil
            }
            group.addTask {
                while true {
                    try await self.clock.sleep(seconds: timeout)
                    try self.checkActivity(within: timeout)
                }
            }
            defer { group.cancelAll() }
            return try await group.next() ?? nil
        }
    }

    private func checkActivity(within timeout: TimeInterval) throws {
        let quiet = clock.now - state.withLock { $0.lastActivity }
        guard quiet.timeInterval < timeout else {
            throw ServerEventsError.idle(timeoutMs: Int((timeout * 1000).rounded()))
        }
    }

    /// Ends `connection` on the server; failures are ignored (the server expires it anyway).
    func unregister(_ connection: ServerEventConnect) async {
        guard let url = commandURL(connection.unRegisterUrl) else { return }
        _ = try? await serviceClient.sendServerEventsRequest(method: "POST", url: url)
    }
}

extension ServerEventsClient {
    /// A URL the server sent for the client to call, absolute or relative to `baseUrl`; nil when there is none, or
    /// when it points to another origin than the stream's and `allowCrossOriginCommandUrls` is false (then
    /// `onException` gets `ServerEventsError.crossOriginURL`).
    func commandURL(_ text: String?) -> URL? {
        guard let url = resolve(text) else { return nil }
        guard allowCrossOriginCommandUrls || Self.sameOrigin(url, URL(string: baseUrl)) else {
            report(ServerEventsError.crossOriginURL(url.absoluteString))
            return nil
        }
        return url
    }

    /// A URL the server sent, absolute or relative to `baseUrl`.
    func resolve(_ text: String?) -> URL? {
        guard let text, !text.isEmpty else { return nil }
        return URL(string: text, relativeTo: URL(string: baseUrl))?.absoluteURL
    }

    /// Whether `url` has `base`'s scheme, host and port (a missing port is the scheme's default).
    static func sameOrigin(_ url: URL, _ base: URL?) -> Bool {
        guard let base, let scheme = url.scheme?.lowercased(), scheme == base.scheme?.lowercased(),
            let host = url.host?.lowercased(), host == base.host?.lowercased()
        else { return false }
        return (url.port ?? defaultPort(scheme)) == (base.port ?? defaultPort(scheme))
    }

    private static func defaultPort(_ scheme: String) -> Int? {
        switch scheme {
        case "http", "ws": 80
        case "https", "wss": 443
        default: nil
        }
    }
}
