import Foundation

/// Changes the channels of a Server Events subscription (`POST /event-subscribers/{Id}`).
public class UpdateEventSubscriber: IReturn, IPost, Codable {
    /// The response type.
    public typealias Return = UpdateEventSubscriberResponse
    /// The subscription id (`ServerEventConnect.id`).
    public var id: String?
    /// Channels to join.
    public var subscribeChannels: [String]?
    /// Channels to leave.
    public var unsubscribeChannels: [String]?

    /// Creates an empty request.
    public required init() {}

    /// Creates a request for subscription `id`.
    public init(id: String, subscribeChannels: [String]? = nil, unsubscribeChannels: [String]? = nil) {
        self.id = id
        self.subscribeChannels = subscribeChannels
        self.unsubscribeChannels = unsubscribeChannels
    }
}

/// The answer to `UpdateEventSubscriber`: empty on success.
public class UpdateEventSubscriberResponse: Codable {
    /// The error, when the update failed.
    public var responseStatus: ResponseStatus?

    /// Creates an empty response.
    public required init() {}
}
