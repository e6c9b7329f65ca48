import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `ServerEventsClient` connection ended on its own.
public enum ServerEventsError: Error, Equatable {
    /// The server ended the stream.
    case streamEnded
    /// Nothing (no message, no `cmd.onHeartbeat`) came down the stream within the idle timeout.
    case idle(timeoutMs: Int)
    /// The client has no URL for the stream (an invalid base URL).
    case invalidURL(String)
}

/// The server refused the subscription (401, 403): the client stops instead of trying again.
private struct Refusal: Error {
    let error: WebServiceError
}

extension ServerEventsClient {
    /// Connects, listens until the connection ends, and starts over until cancelled or refused.
    func run() async {
        var isRestart = false
        while !Task.isCancelled {
            let outcome: Error
            do {
                try await listen(isRestart: isRestart)
                outcome = ServerEventsError.streamEnded
            } catch {
                outcome = error
            }
            if Task.isCancelled || outcome is CancellationError { break }
            if let refusal = outcome as? Refusal {
                report(refusal.error)
                state.withLock { $0.task = nil }
                finishListeners(throwing: refusal.error)
                return
            }
            if outcome as? ServerEventsError != .streamEnded { report(outcome) }
            if let connection = state.withLock({ $0.connection }) { await unregister(connection) }
            let (errors, delay) = state.withLock { state in
                state.connection = nil
                state.consecutiveErrors += 1
                return (state.consecutiveErrors, state.retryDelay)
            }
            do {
                try await WaitTime.sleep(seconds: delay.delay(afterConsecutiveErrors: errors))
            } catch {
                break
            }
            isRestart = true
        }
    }

    /// One connection: reads the stream while a second task sends heartbeats and watches for silence.
    private func listen(isRestart: Bool) async throws {
        guard let url = eventStreamURL else { throw ServerEventsError.invalidURL(baseUrl) }
        let request = serviceClient.eventStreamRequest(url: url)
        let response = try await serviceClient.transport.openStream(request)
        // The stream's `ss-id` identifies this subscriber to the server's heartbeat, update and listing endpoints.
        serviceClient.storeCookies(
            from: TransportResponse(
                url: response.url, statusCode: response.statusCode, headers: response.headers, body: Data()))
        guard response.statusCode < 400 else {
            let body = try await response.collect(upTo: 64 * 1024)
            let error = serviceClient.serviceError(
                TransportResponse(
                    url: response.url, statusCode: response.statusCode, headers: response.headers, body: body),
                url: url)
            throw response.statusCode == 401 || response.statusCode == 403 ? Refusal(error: error) : error
        }
        markActivity()
        let (connected, signal) = AsyncStream<ServerEventConnect>.makeStream()
        try await withThrowingTaskGroup(of: Void.self) { group in
            group.addTask { try await self.read(response.body, isRestart: isRestart, connected: signal) }
            group.addTask { try await self.keepAlive(after: connected) }
            try await group.next()
            group.cancelAll()
        }
    }

    private func read(
        _ body: StreamingBody, isRestart: Bool, connected: AsyncStream<ServerEventConnect>.Continuation
    ) async throws {
        defer { connected.finish() }
        var parser = ServerEventParser(maxFrameBytes: maxFrameBytes)
        for try await chunk in body {
            markActivity()
            for message in try parser.feed(chunk) {
                dispatch(message, isRestart: isRestart, connected: connected)
            }
        }
        throw ServerEventsError.streamEnded
    }

    /// Once connected, calls the heartbeat URL every interval, and fails the connection when it goes quiet.
    private func keepAlive(after connected: AsyncStream<ServerEventConnect>) async throws {
        for await connection in connected {
            let interval = TimeInterval(Swift.max(connection.heartbeatIntervalMs, 1)) / 1000
            let idleTimeout = TimeInterval(Swift.max(connection.idleTimeoutMs, 1)) / 1000
            while true {
                try await WaitTime.sleep(seconds: Swift.min(interval, idleTimeout))
                let quiet = ProcessInfo.processInfo.systemUptime - state.withLock { $0.lastActivity }
                guard quiet < idleTimeout else { throw ServerEventsError.idle(timeoutMs: connection.idleTimeoutMs) }
                try await heartbeat(connection)
            }
        }
    }

    func markActivity() {
        let now = ProcessInfo.processInfo.systemUptime
        state.withLock { $0.lastActivity = now }
    }

    private func heartbeat(_ connection: ServerEventConnect) async throws {
        guard let url = resolve(connection.heartbeatUrl) else { return }
        // Its answer is not activity: the server's `cmd.onHeartbeat` arrives on the stream, and only the stream
        // shows that the stream is alive.
        try await serviceClient.sendServerEventsRequest(method: "GET", url: url)
    }

    /// Ends `connection` on the server; failures are ignored (the server expires it anyway).
    func unregister(_ connection: ServerEventConnect) async {
        guard let url = resolve(connection.unRegisterUrl) else { return }
        _ = try? await serviceClient.sendServerEventsRequest(method: "POST", url: url)
    }

    /// A URL the server sent, absolute or relative to `baseUrl`.
    func resolve(_ text: String?) -> URL? {
        guard let text, !text.isEmpty else { return nil }
        return URL(string: text, relativeTo: URL(string: baseUrl))?.absoluteURL
    }
}
