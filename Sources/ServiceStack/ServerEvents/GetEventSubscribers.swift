import Foundation

/// Lists the Server Events subscriptions in channels (`GET /event-subscribers?channels=a,b`); every subscription
/// when `channels` is empty. Each entry is the subscription's string dictionary (`id`, `userId`, `displayName`,
/// `channels`, ...).
public class GetEventSubscribers: IReturn, IGet, Codable {
    /// The response type.
    public typealias Return = [[String: String]]
    /// The channels to list.
    public var channels: [String]?

    /// Creates an empty request.
    public required init() {}

    /// Creates a request for the subscriptions in `channels`.
    public init(channels: [String]?) {
        self.channels = channels
    }
}
