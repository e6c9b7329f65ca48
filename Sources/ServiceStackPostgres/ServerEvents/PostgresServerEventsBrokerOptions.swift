import ServiceStackServer

/// The timings and names of a `PostgresServerEventsBroker`.
public struct PostgresServerEventsBrokerOptions: Sendable {
    /// The `NOTIFY` channel every instance listens to.
    public var channel = "ss_server_events"
    /// How long a subscription stays listed without its instance refreshing it; set it to the Server Events idle
    /// timeout, so a dead instance's subscribers disappear when they would have expired anyway.
    public var staleAfter: Duration = .seconds(30)
    /// How often an instance refreshes its own subscriptions and deletes the stale ones of others.
    public var refreshInterval: Duration = .seconds(5)
    /// How long a lost `LISTEN` connection waits before it reconnects.
    public var reconnectDelay: Duration = .seconds(1)
    /// How long an envelope too large to notify stays in its table for the listeners to read.
    public var largeMessageLifetime: Duration = .seconds(300)
    /// The largest envelope, in bytes of JSON, sent as the `NOTIFY` payload itself (PostgreSQL allows 8000);
    /// larger ones go through the messages table.
    public var inlinePayloadLimit = 7_900
    /// The time refreshes and reconnections wait on, and the `last_seen` of subscriptions and age of large
    /// envelopes are read from (`ServerClock.system`; the instances sharing a database should agree on the time
    /// of day, as they must for JWTs). Give it the clock of the Server Events feature.
    public var clock = ServerClock.system

    /// Creates the defaults: a 30 s stale time, refreshed every 5 s.
    public init() {}
}
