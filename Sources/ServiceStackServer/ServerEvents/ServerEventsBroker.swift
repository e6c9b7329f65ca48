/// Carries Server Events messages and subscriber lists between the instances of a server.
///
/// Every instance keeps the connections of its own subscribers; the broker delivers each published envelope to
/// every instance (including the publisher) and keeps the list of all subscriptions. `InMemoryServerEventsBroker`
/// serves the hosts of one process; a broker on a shared database or message bus lets several servers behind a load
/// balancer reach each other's subscribers.
public protocol ServerEventsBroker: Sendable {
    /// Starts delivering to one instance: `deliver` receives every envelope published afterwards, by any instance.
    /// Returns a token for `detach`.
    func attach(delivering deliver: @escaping @Sendable (ServerEventEnvelope) -> Void) async throws -> Int

    /// Stops delivering to the instance `attach` returned `token` for.
    func detach(_ token: Int) async

    /// Sends `envelope` to every attached instance.
    func publish(_ envelope: ServerEventEnvelope) async throws

    /// Records a new subscription, or a subscription whose channels changed.
    func save(_ subscription: ServerEventSubscriptionInfo) async throws

    /// Forgets a subscription.
    func remove(subscriptionId: String) async throws

    /// Every subscription, of every instance.
    func subscriptions() async throws -> [ServerEventSubscriptionInfo]
}
