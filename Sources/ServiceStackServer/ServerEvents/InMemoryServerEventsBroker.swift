import ServiceStack
import ServiceStackWire

/// The default broker: delivers within this process. Hosts that share one instance reach each other's subscribers.
public final class InMemoryServerEventsBroker: ServerEventsBroker {
    private struct State {
        var sinks: [Int: @Sendable (ServerEventEnvelope) -> Void] = [:]
        var nextToken = 1
        var subscriptions: [String: StoredSubscription] = [:]
    }

    /// A description kept by reference: the dictionary holds a pointer per slot rather than the whole description,
    /// so its empty slots cost a word each.
    private final class StoredSubscription: Sendable {
        let info: ServerEventSubscriptionInfo

        init(_ info: ServerEventSubscriptionInfo) {
            self.info = info
        }
    }

    private let state = Locked(State())

    /// Creates an empty broker.
    public init() {}

    public func attach(delivering deliver: @escaping @Sendable (ServerEventEnvelope) -> Void) async -> Int {
        state.withLock { state in
            let token = state.nextToken
            state.nextToken += 1
            state.sinks[token] = deliver
            return token
        }
    }

    public func detach(_ token: Int) async {
        state.withLock { _ = $0.sinks.removeValue(forKey: token) }
    }

    public func publish(_ envelope: ServerEventEnvelope) async {
        let sinks = state.withLock { Array($0.sinks.values) }
        for deliver in sinks { deliver(envelope) }
    }

    public func save(_ subscription: ServerEventSubscriptionInfo) async {
        let stored = StoredSubscription(subscription)
        state.withLock { $0.subscriptions[subscription.id] = stored }
    }

    public func remove(subscriptionId: String) async {
        state.withLock { _ = $0.subscriptions.removeValue(forKey: subscriptionId) }
    }

    public func subscriptions() async -> [ServerEventSubscriptionInfo] {
        state.withLock { $0.subscriptions.values.map(\.info) }.sorted { $0.createdAt < $1.createdAt }
    }
}
