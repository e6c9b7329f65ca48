import Foundation

extension ServerEventsClient {
    /// Joins `channels`: on the server when connected, and in the channels of every later connection.
    public func subscribeToChannels(_ channels: [String]) async throws {
        try await updateSubscriber(subscribe: channels, unsubscribe: [])
    }

    /// Leaves `channels`: on the server when connected, and in the channels of every later connection.
    public func unsubscribeFromChannels(_ channels: [String]) async throws {
        try await updateSubscriber(subscribe: [], unsubscribe: channels)
    }

    /// Changes the subscription's channels (`UpdateEventSubscriber`); the change survives reconnections.
    public func updateSubscriber(subscribe: [String], unsubscribe: [String]) async throws {
        let connection = state.withLock { state in
            state.channels.append(contentsOf: subscribe.filter { !state.channels.contains($0) })
            state.channels.removeAll { unsubscribe.contains($0) }
            return state.connection
        }
        guard let connection else { return }
        let request = UpdateEventSubscriber(
            id: connection.id, subscribeChannels: subscribe.isEmpty ? nil : subscribe,
            unsubscribeChannels: unsubscribe.isEmpty ? nil : unsubscribe)
        let path =
            "event-subscribers/\(connection.id.addingPercentEncoding(withAllowedCharacters: .alphanumerics) ?? "")"
        guard let url = commandURL(connection.updateSubscriberUrl) ?? resolve(path) else { return }
        try await serviceClient.sendServerEventsRequest(
            method: "POST", url: url, json: try serviceClient.encodeServerEventsBody(request))
    }

    /// The subscriptions in `channels` (`GET /event-subscribers?channels=a,b`); the client's channels by default.
    public func getChannelSubscribers(channels: [String]? = nil) async throws -> [ServerEventUser] {
        let channels = channels ?? self.channels
        var components = URLComponents(string: baseUrl + "event-subscribers")
        if !channels.isEmpty {
            components?.queryItems = [URLQueryItem(name: "channels", value: channels.joined(separator: ","))]
        }
        guard let url = components?.url else { throw ServerEventsError.invalidURL(baseUrl) }
        let response = try await serviceClient.sendServerEventsRequest(method: "GET", url: url)
        let entries = try JSONDecoder().decode([[String: String]].self, from: response.data)
        return entries.map(ServerEventUser.init(meta:))
    }
}
