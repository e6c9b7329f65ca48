/// The settings of a host's Server Events: its endpoints, timings, limits, hooks and broker.
/// Turn it on with `host.enableServerEvents(ServerEventsFeature())`.
public struct ServerEventsFeature: Sendable {
    /// Where clients open their event stream.
    public var streamPath = "/event-stream"
    /// Where clients send heartbeats; nil turns heartbeats off (subscriptions then never expire while connected).
    public var heartbeatPath: String? = "/event-heartbeat"
    /// Where clients end their subscription; nil turns the endpoint off.
    public var unregisterPath: String? = "/event-unregister"
    /// Where subscribers are listed (`GET`) and their channels changed (`POST {path}/{Id}`); nil turns both off.
    public var subscribersPath: String? = "/event-subscribers"
    /// How often clients are asked to send a heartbeat.
    public var heartbeatInterval: Duration = .seconds(10)
    /// How long a subscription lives without a heartbeat.
    public var idleTimeout: Duration = .seconds(30)
    /// How often expired subscriptions are looked for.
    public var houseKeepingInterval: Duration = .seconds(5)
    /// The time heartbeats, the idle timeout and housekeeping go by, and subscriptions' `createdAt` is read from
    /// (``ServerClock/system``); a test gives it a clock it advances.
    public var clock = ServerClock.system
    /// Answers 401 to anonymous callers of the stream.
    public var limitToAuthenticatedUsers = false
    /// Sends `onJoin`, `onLeave` and `onUpdate` to the members of a subscriber's channels.
    public var notifyChannelOfSubscriptions = true
    /// How many messages may wait for a subscriber that does not read; one more and the subscriber is dropped.
    public var maxQueuedMessages = 1_000
    /// How many bytes of frames may wait for a subscriber that does not read; more and the subscriber is dropped
    /// and its connection closed. A single message larger than this reaches no subscriber.
    public var maxQueuedBytes = 4 * 1024 * 1024
    /// How many channels one subscription may listen to; a request for more is answered 400 (`TooManyChannels`).
    public var maxChannelsPerSubscription = 50
    /// The longest channel name, in UTF-8 bytes; a longer one is answered 400 (`InvalidChannel`).
    public var maxChannelNameBytes = 64
    /// Which subscribers `GET /event-subscribers` shows a caller.
    public var subscriberListing = SubscriberListing.sharedChannels
    /// The `profileUrl` of subscribers whose session has none: a neutral avatar as a `data:` URL.
    public var defaultProfileUrl = DefaultAvatar.dataUrl
    /// Carries messages and subscriber lists between server instances.
    public var broker: any ServerEventsBroker = InMemoryServerEventsBroker()
    /// Runs before a subscription starts; throwing (e.g. `HttpError.forbidden`) refuses it with that error.
    public var onConnect: (@Sendable (ServerEventSubscriptionInfo, ServiceContext) async throws -> Void)?
    /// Runs once a subscription has started and joined its channels.
    public var onSubscribe: (@Sendable (ServerEventSubscriptionInfo) async -> Void)?
    /// Runs once a subscription has ended (unregistered, expired, dropped or disconnected).
    public var onUnsubscribe: (@Sendable (ServerEventSubscriptionInfo) async -> Void)?

    /// Creates the settings ServiceStack uses by default: 10 s heartbeats, a 30 s idle timeout, the default paths.
    public init() {}
}
