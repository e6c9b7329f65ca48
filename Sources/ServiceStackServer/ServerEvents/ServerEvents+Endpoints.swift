import Foundation
import ServiceLifecycle
import ServiceStack
import ServiceStackWire

extension ServerEvents {
    /// Adds the feature's endpoints to `host`.
    func register(on host: ServiceStackHost) {
        // The session is read in `subscribe`, once authentication has settled.
        host.addRawEndpoint(feature.streamPath, verbs: "GET", readsSession: false, longLived: true) {
            [weak self] context in
            guard let self else { throw HttpError.notFound("Server Events are not enabled") }
            return try await self.openStream(context)
        }
        if let path = feature.heartbeatPath {
            host.addRawEndpoint(path) { [weak self] context in
                guard let self else { throw HttpError.notFound("Server Events are not enabled") }
                self.heartbeat(try self.ownedSubscription(context.query("id"), context: context))
                return HttpResult(status: 200)
            }
        }
        if let path = feature.unregisterPath {
            host.addRawEndpoint(path) { [weak self] context in
                guard let self else { throw HttpError.notFound("Server Events are not enabled") }
                let subscription = try self.ownedSubscription(context.query("id"), context: context)
                await self.end(subscription, reason: .unregistered)
                return HttpResult(
                    headers: [("Content-Type", "application/json")], body: Data(Self.json(subscription.info.meta).utf8))
            }
        }
        if let path = feature.subscribersPath {
            registerSubscriberServices(on: host, path: path)
        }
    }

    private func registerSubscriberServices(on host: ServiceStackHost, path: String) {
        host.register(GetEventSubscribers.self, routes: [Route(path, verbs: "GET")]) { [weak self] request, context in
            guard let self else { return [] }
            let requested = try self.channelRules.channels(from: request.channels ?? [])
            return try await self.visibleSubscribers(to: context, inChannels: requested)
        }
        host.register(UpdateEventSubscriber.self, routes: [Route(path + "/{Id}", verbs: "POST")]) {
            [weak self] request, context in
            guard let self else { return UpdateEventSubscriberResponse() }
            let subscription = try self.ownedSubscription(request.id, context: context)
            try await self.update(
                subscription, subscribe: try self.channelRules.channels(from: request.subscribeChannels ?? []),
                unsubscribe: Self.channelNames(request.unsubscribeChannels ?? []))
            return UpdateEventSubscriberResponse()
        }
        host.hideFromMetadata([GetEventSubscribers.self, UpdateEventSubscriber.self])
    }

    /// Opens a subscription for the caller and streams its frames until it ends. The stream path is a long-lived
    /// endpoint: this runs in a task of its own, so the connection keeps none of what the hooks and the broker took.
    private func openStream(_ context: ServiceContext) async throws -> HttpResult {
        stream(try await subscribe(context))
    }

    /// Settles the caller's authentication, describes the subscription, runs `onConnect` and starts it.
    private func subscribe(_ context: ServiceContext) async throws -> LocalSubscription {
        await context.settleAuthentication()
        let session = feature.limitToAuthenticatedUsers ? try context.requireSession() : context.session
        let sessionId = Self.sessionId(of: context)
        let channels = try requestedChannels(context)
        let info = makeInfo(session: session, sessionId: sessionId, channels: channels)
        try await feature.onConnect?(info, context)
        let base = Self.baseUrl(of: context)
        return try await start(info) { [self] in connectArgs($0, base: base) }
    }

    /// The event stream of `subscription`: its frames until it ends.
    private func stream(_ subscription: LocalSubscription) -> HttpResult {
        let headers = [
            ("Content-Type", "text/event-stream; charset=utf-8"), ("Cache-Control", "no-cache"),
            ("X-Accel-Buffering", "no"),
        ]
        return HttpResult(headers: headers) { [weak self] writer in
            let (dropped, interrupted) = await Self.pump(subscription.queue, into: &writer)
            if interrupted {
                // The connection's task was cancelled to fail a stuck write; end the subscription outside it, so
                // that the broker and the hooks are not cancelled with it.
                await Task { await self?.end(subscription, reason: .disconnected) }.value
            } else {
                await self?.end(subscription, reason: .disconnected)
            }
            // Ending the body normally would wait behind what a subscriber that stopped reading left unread.
            if dropped { throw SubscriberDropped() }
        }
    }

    /// Writes what the queue hands out until it closes, the client goes away or the server shuts down, in the
    /// connection's own task. When the queue closes while a write waits (a subscriber that stopped reading, whose
    /// socket is full), that task is cancelled, which fails the write; the caller then fails the response, which
    /// closes the connection. A cancellation from elsewhere closes the queue too: while waiting, `next` does it;
    /// while writing, the failed write does. Returns whether the subscriber was dropped for not reading, and
    /// whether the queue cancelled the task.
    private static func pump(_ queue: SubscriptionQueue, into writer: inout ResponseStreamWriter) async -> (
        dropped: Bool, interrupted: Bool
    ) {
        await withGracefulShutdownHandler {
            while let frames = await queue.next() {
                guard queue.beginWrite() else { break }
                do {
                    try await writer.write(frames)
                } catch {
                    queue.close(.disconnected)
                }
                queue.endWrite()
            }
        } onGracefulShutdown: {
            queue.close(.shutdown)
        }
        return (queue.closeReason == .overflow, queue.cancelledWriter)
    }

    private func makeInfo(session: AuthSession?, sessionId: String, channels: [String]) -> ServerEventSubscriptionInfo {
        let id = Self.newSubscriptionId()
        guard let session else {
            let number = anonymousUsers.withLock { count in
                count += 1
                return count
            }
            return ServerEventSubscriptionInfo(
                id: id, userId: "-\(number)", userName: "", displayName: "user\(number)", sessionId: sessionId,
                isAuthenticated: false, profileUrl: feature.defaultProfileUrl, channels: channels,
                createdAt: feature.clock.now,
                serverId: serverId)
        }
        return ServerEventSubscriptionInfo(
            id: id, userId: session.userId, userName: session.userName, displayName: session.displayName,
            sessionId: sessionId, isAuthenticated: true, profileUrl: feature.defaultProfileUrl, channels: channels,
            createdAt: feature.clock.now, serverId: serverId)
    }

    /// 32 lowercase hex digits, a UUID's without its dashes, in a string of exactly that size (every subscription
    /// keeps it, and the broker and the index key by it).
    private static func newSubscriptionId() -> String {
        withUnsafeBytes(of: UUID().uuid) { bytes in
            String(unsafeUninitializedCapacity: 2 * bytes.count) { buffer in
                for (index, byte) in bytes.enumerated() {
                    buffer[2 * index] = hexDigits[Int(byte >> 4)]
                    buffer[2 * index + 1] = hexDigits[Int(byte & 0x0f)]
                }
                return 2 * bytes.count
            }
        }
    }

    private static let hexDigits = Array("0123456789abcdef".utf8)

    /// The `onConnect` values: the subscription's meta plus where to send heartbeats, updates and the unregister,
    /// each carrying the owner token.
    private func connectArgs(_ subscription: LocalSubscription, base: String) -> [String: String] {
        let info = subscription.info
        let token = "\(SubscriptionOwnership.tokenParameter)=\(subscription.ownerToken.text)"
        let query = "?id=\(info.id)&" + token
        var args = info.meta
        if let path = feature.heartbeatPath { args["heartbeatUrl"] = base + path + query }
        if let path = feature.unregisterPath { args["unRegisterUrl"] = base + path + query }
        if let path = feature.subscribersPath {
            args["updateSubscriberUrl"] = base + path + "/" + info.id + "?" + token
        }
        args["heartbeatIntervalMs"] = String(Self.milliseconds(feature.heartbeatInterval))
        args["idleTimeoutMs"] = String(Self.milliseconds(feature.idleTimeout))
        return args
    }

    /// `channels=a,b` or `channel=a`; `*` when none.
    private func requestedChannels(_ context: ServiceContext) throws -> [String] {
        let channels = try channelRules.channels(from: [context.query("channels") ?? context.query("channel") ?? ""])
        return channels.isEmpty ? ["*"] : channels
    }

    /// Names from values that may each hold a comma-separated list, unchecked: for channels to leave.
    private static func channelNames(_ values: [String]) -> [String] {
        values.flatMap { $0.split(separator: ",") }.map { $0.trimmingCharacters(in: .whitespaces) }
    }

    /// The caller's `ss-id` session (header, cookie or query), or a new one set as a cookie on the stream.
    private static func sessionId(of context: ServiceContext) -> String {
        if let id = AuthCookies.presentedSessionId(context) ?? context.query(AuthCookies.sessionId), !id.isEmpty {
            return id
        }
        let id = SessionIds.newId()
        context.setCookie(ResponseCookie(name: AuthCookies.sessionId, value: id))
        return id
    }

    /// `http(s)://host` of the request, as the client reached it.
    private static func baseUrl(of context: ServiceContext) -> String {
        let scheme = context.header("X-Forwarded-Proto") ?? "http"
        return scheme + "://" + (context.header("Host") ?? "localhost")
    }

    private static func milliseconds(_ duration: Duration) -> Int64 {
        let (seconds, attoseconds) = duration.components
        return seconds * 1000 + attoseconds / 1_000_000_000_000_000
    }
}

/// Ends the response of a subscriber dropped for not reading, so that its connection is closed rather than finished.
private struct SubscriberDropped: Error {}
