import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Why a `ServerEventsClient` connection ended on its own, or what it ignored.
public enum ServerEventsError: Error, Equatable {
    /// The server ended the stream.
    case streamEnded
    /// Nothing (no message, no `cmd.onHeartbeat`) came down the stream within the idle timeout.
    case idle(timeoutMs: Int)
    /// The client has no URL for the stream (an invalid base URL).
    case invalidURL(String)
    /// The stream's first message was not the `cmd.onConnect` handshake (its selector, if any): the connection is
    /// given up.
    case missingHandshake(selector: String?)
    /// A `cmd.onConnect` came after the first message of a connection (another subscriber's message in a channel,
    /// for instance): it was ignored.
    case unexpectedHandshake(eventId: Int)
    /// A heartbeat, unregister or update URL pointing to another origin than the stream's was not called (see
    /// `ServerEventsClient.allowCrossOriginCommandUrls`).
    case crossOriginURL(String)
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
            let outcome: any Error
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
            let (errors, delay) = countError()
            do {
                try await clock.sleep(seconds: delay.delay(afterConsecutiveErrors: errors))
            } catch {
                break
            }
            isRestart = true
        }
    }

    /// Counts the end of a connection as an error; a connection that stayed up `healthyAfter` seconds after its
    /// handshake first starts the count over.
    private func countError() -> (Int, ServerEventsRetryDelay) {
        let now = clock.now
        return state.withLock { state in
            if let connectedAt = state.connectedAt, (now - connectedAt).timeInterval >= state.retryDelay.healthyAfter {
                state.consecutiveErrors = 0
            }
            state.connection = nil
            state.connectedAt = nil
            state.consecutiveErrors += 1
            return (state.consecutiveErrors, state.retryDelay)
        }
    }

    /// One connection: reads the stream while a second task sends heartbeats and watches for silence.
    private func listen(isRestart: Bool) async throws {
        guard let url = eventStreamURL else { throw ServerEventsError.invalidURL(baseUrl) }
        let request = serviceClient.eventStreamRequest(url: url)
        let response = try await serviceClient.transport.openStream(request, maxBufferedBytes: maxBufferedBytes)
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
            // The reader always ends with an error; keeping alive ends early only with one.
            while try await group.next() != nil {}
        }
    }

    private func read(
        _ body: StreamingBody, isRestart: Bool, connected: AsyncStream<ServerEventConnect>.Continuation
    ) async throws {
        defer {
            connected.finish()
            // The transport may have held more than the reader saw, when the connection failed in between.
            recordBufferedBytes(0, transportPeak: body.peakUnreadBytes)
        }
        var parser = ServerEventParser(maxFrameBytes: maxFrameBytes)
        var isFirst = true
        for try await chunk in body {
            markActivity()
            recordBufferedBytes(body.unreadBytes + chunk.count + parser.bufferedBytes)
            let messages = try parser.feed(chunk)
            recordBufferedBytes(body.unreadBytes + parser.bufferedBytes)
            for message in messages {
                try await dispatch(message, isFirst: isFirst, isRestart: isRestart, connected: connected)
                isFirst = false
            }
        }
        throw ServerEventsError.streamEnded
    }

    /// Notes the bytes the connection holds, and the most the client has held.
    private func recordBufferedBytes(_ connectionBytes: Int, transportPeak: Int = 0) {
        let iterations = state.withLock { state in
            state.connectionBytes = connectionBytes
            return Array(state.listeners.values)
        }
        let total = Swift.max(connectionBytes, transportPeak) + iterations.reduce(0) { $0 + $1.bufferedBytes }
        state.withLock { $0.peakBufferedBytes = Swift.max($0.peakBufferedBytes, total) }
    }

    func markActivity() {
        let now = clock.now
        state.withLock { $0.lastActivity = now }
    }
}
