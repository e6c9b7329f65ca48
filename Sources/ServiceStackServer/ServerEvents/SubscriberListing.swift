/// Which subscribers `GET /event-subscribers` shows a caller.
public enum SubscriberListing: Sendable, Equatable {
    /// Those in the channels of the caller's own subscriptions (by its signed-in user or its `ss-id`), each with
    /// only the channels the caller is in, so nobody learns another user's private channels. The default.
    case sharedChannels
    /// Those in the channels the request names (ServiceStack's behaviour, for public channels and clients that
    /// keep no cookies, such as ServiceStack's JavaScript client under Node), each with only those channels.
    case requestedChannels
}
