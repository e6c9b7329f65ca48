import Foundation
import Logging
import PostgresNIO
import ServiceStack
import ServiceStackServer
import ServiceStackWire

/// A `ServerEventsBroker` on PostgreSQL `LISTEN/NOTIFY`, for several server instances on one database.
///
/// Every envelope is notified on one channel that every instance listens to; one larger than a `NOTIFY` payload
/// may be is stored in a table and only its row id is notified. Subscriptions live in a table with the time their
/// instance last refreshed them: an instance that dies stops refreshing, and its subscriptions drop out of every
/// list after `staleAfter`. A lost `LISTEN` connection reconnects and listens again; envelopes notified while it
/// was away are not replayed.
///
/// ```swift
/// var events = ServerEventsFeature()
/// events.broker = try await PostgresServerEventsBroker.start(client: pool.client)
/// ```
public final class PostgresServerEventsBroker: ServerEventsBroker {
    /// The pool the broker queries and listens through; its owner runs it.
    public let client: PostgresClient
    /// The broker's timings and names.
    public let options: PostgresServerEventsBrokerOptions
    private let logger: Logger
    private let state = Locked(State())

    private struct State {
        var sinks: [Int: @Sendable (ServerEventEnvelope) -> Void] = [:]
        var nextToken = 1
        var localSubscriptionIds: Set<String> = []
        var background: [Task<Void, Never>] = []
    }

    private init(client: PostgresClient, options: PostgresServerEventsBrokerOptions, logger: Logger) {
        self.client = client
        self.options = options
        self.logger = logger
    }

    /// A broker on `client`, once its tables exist (created when missing; safe on every start, by every instance).
    public static func start(
        client: PostgresClient, options: PostgresServerEventsBrokerOptions = PostgresServerEventsBrokerOptions(),
        logger: Logger = Logger(label: "ServiceStackPostgres.ServerEvents")
    ) async throws -> PostgresServerEventsBroker {
        try await PostgresServerEventsSchema.create(on: client, logger: logger)
        return PostgresServerEventsBroker(client: client, options: options, logger: logger)
    }

    /// Starts listening (with the first instance attached) and refreshing this instance's subscriptions.
    public func attach(delivering deliver: @escaping @Sendable (ServerEventEnvelope) -> Void) async throws -> Int {
        let (token, isFirst) = state.withLock { state in
            let token = state.nextToken
            state.nextToken += 1
            state.sinks[token] = deliver
            return (token, state.sinks.count == 1)
        }
        guard isFirst else { return token }
        do {
            try await startBackgroundWork()
        } catch {
            state.withLock { _ = $0.sinks.removeValue(forKey: token) }
            throw error
        }
        return token
    }

    /// Stops delivering to `token`; with the last one gone, stops listening and refreshing.
    public func detach(_ token: Int) async {
        let stopped = state.withLock { state -> [Task<Void, Never>] in
            state.sinks.removeValue(forKey: token)
            guard state.sinks.isEmpty else { return [] }
            defer { state.background = [] }
            return state.background
        }
        for task in stopped { task.cancel() }
    }

    /// Stops listening and refreshing whatever is attached: call it when the instance stops, before its pool.
    /// This instance's subscriptions stay listed by the others until they are `staleAfter` old.
    public func shutdown() {
        let stopped = state.withLock { state -> [Task<Void, Never>] in
            state.sinks = [:]
            defer { state.background = [] }
            return state.background
        }
        for task in stopped { task.cancel() }
    }

    public func publish(_ envelope: ServerEventEnvelope) async throws {
        let json = String(decoding: try JSONEncoder().encode(envelope), as: UTF8.self)
        let payload: String
        if json.utf8.count <= options.inlinePayloadLimit {
            payload = NotificationPayload.inline(json)
        } else {
            let rows = try await client.query(
                """
                INSERT INTO \(unescaped: PostgresServerEventsSchema.messages) (envelope, created)
                VALUES (\(json), \(options.clock.now)) RETURNING id
                """, logger: logger)
            var id: Int64?
            for try await row in rows.decode(Int64.self) { id = row }
            guard let id else { throw PostgresServerEventsBrokerError.noMessageId }
            payload = NotificationPayload.stored(id)
        }
        try await client.query("SELECT pg_notify(\(options.channel), \(payload))", logger: logger)
    }

    public func save(_ subscription: ServerEventSubscriptionInfo) async throws {
        let info = String(decoding: try JSONEncoder().encode(subscription), as: UTF8.self)
        state.withLock { _ = $0.localSubscriptionIds.insert(subscription.id) }
        try await client.query(
            """
            INSERT INTO \(unescaped: PostgresServerEventsSchema.subscriptions) (id, server_id, info, last_seen)
            VALUES (\(subscription.id), \(subscription.serverId), \(info), \(options.clock.now))
            ON CONFLICT (id) DO UPDATE SET server_id = EXCLUDED.server_id, info = EXCLUDED.info,
                last_seen = EXCLUDED.last_seen
            """, logger: logger)
    }

    public func remove(subscriptionId: String) async throws {
        state.withLock { _ = $0.localSubscriptionIds.remove(subscriptionId) }
        try await client.query(
            "DELETE FROM \(unescaped: PostgresServerEventsSchema.subscriptions) WHERE id = \(subscriptionId)",
            logger: logger)
    }

    /// The subscriptions of every instance refreshed within `staleAfter`, oldest first.
    public func subscriptions() async throws -> [ServerEventSubscriptionInfo] {
        let staleBefore = options.clock.now.addingTimeInterval(-options.staleAfter.inSeconds)
        let rows = try await client.query(
            """
            SELECT info FROM \(unescaped: PostgresServerEventsSchema.subscriptions)
            WHERE last_seen >= \(staleBefore)
            """, logger: logger)
        var subscriptions: [ServerEventSubscriptionInfo] = []
        let decoder = JSONDecoder()
        for try await info in rows.decode(String.self) {
            subscriptions.append(try decoder.decode(ServerEventSubscriptionInfo.self, from: Data(info.utf8)))
        }
        return subscriptions.sorted { $0.createdAt < $1.createdAt }
    }

    /// Refreshes this instance's subscriptions, then deletes stale subscriptions and old large envelopes.
    public func refresh() async throws {
        let local = Array(state.current.localSubscriptionIds)
        let now = options.clock.now
        if !local.isEmpty {
            try await client.query(
                """
                UPDATE \(unescaped: PostgresServerEventsSchema.subscriptions) SET last_seen = \(now)
                WHERE id = ANY(\(local))
                """, logger: logger)
        }
        let staleBefore = now.addingTimeInterval(-options.staleAfter.inSeconds)
        try await client.query(
            """
            DELETE FROM \(unescaped: PostgresServerEventsSchema.subscriptions) WHERE last_seen < \(staleBefore)
            """, logger: logger)
        let expiredBefore = now.addingTimeInterval(-options.largeMessageLifetime.inSeconds)
        try await client.query(
            """
            DELETE FROM \(unescaped: PostgresServerEventsSchema.messages) WHERE created < \(expiredBefore)
            """, logger: logger)
    }

    private func startBackgroundWork() async throws {
        let listener = try await NotificationListener.start(
            client: client, channel: options.channel, reconnectDelay: options.reconnectDelay, clock: options.clock,
            logger: logger
        ) { [weak self] payload in await self?.receive(payload) }
        var ticks = options.clock.ticks(every: options.refreshInterval)
        let housekeeping = Task { [weak self] in
            while !Task.isCancelled {
                do {
                    try await ticks.wait()
                } catch {
                    return
                }
                do {
                    try await self?.refresh()
                } catch  where !Task.isCancelled {
                    self?.logger.warning("Server Events refresh failed", metadata: ["error": "\(error)"])
                } catch {
                    return
                }
            }
        }
        state.withLock { $0.background = [listener, housekeeping] }
    }

    private func receive(_ payload: String) async {
        do {
            let json: String
            switch NotificationPayload(payload) {
            case .inline(let text): json = text
            case .stored(let id): json = try await storedEnvelope(id)
            case nil: return
            }
            let envelope = try JSONDecoder().decode(ServerEventEnvelope.self, from: Data(json.utf8))
            for deliver in state.withLock({ Array($0.sinks.values) }) { deliver(envelope) }
        } catch {
            logger.warning("Server Events notification dropped", metadata: ["error": "\(error)"])
        }
    }

    private func storedEnvelope(_ id: Int64) async throws -> String {
        let rows = try await client.query(
            "SELECT envelope FROM \(unescaped: PostgresServerEventsSchema.messages) WHERE id = \(id)", logger: logger)
        for try await envelope in rows.decode(String.self) { return envelope }
        throw PostgresServerEventsBrokerError.messageGone(id)
    }
}

/// Why the PostgreSQL broker could not carry a message.
public enum PostgresServerEventsBrokerError: Error, Equatable {
    /// Storing a large envelope returned no row id.
    case noMessageId
    /// A large envelope was deleted before this instance read it.
    case messageGone(Int64)
}

extension Duration {
    /// The duration in seconds, as PostgreSQL's `make_interval(secs => …)` takes it.
    fileprivate var inSeconds: Double {
        Double(components.seconds) + Double(components.attoseconds) / 1e18
    }
}
