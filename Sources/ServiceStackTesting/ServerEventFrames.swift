import Foundation

/// Frames written the way a ServiceStack server writes its event stream, for feeding a `ServerEventsClient`.
public enum ServerEventFrames {
    /// A frame: `id: {id}`, then one `data:` line per line of `data`, then a blank line.
    public static func frame(id: Int, data: String) -> String {
        let lines = data.split(separator: "\n", omittingEmptySubsequences: false).map { "data: \($0)\n" }
        return "id: \(id)\n" + lines.joined() + "\n"
    }

    /// A message frame: `{channel}@{selector} {json}`.
    public static func message(id: Int, selector: String, json: String, channel: String? = nil) -> String {
        frame(id: id, data: (channel.map { "\($0)@" } ?? "") + selector + " " + json)
    }

    /// The `cmd.onConnect` frame that starts a subscription, with the URLs a client calls under `baseUrl`.
    public static func connect(
        id: Int = 1, subscriptionId: String, baseUrl: String = "http://localhost/", userId: String = "-1",
        displayName: String = "user1", channels: [String] = ["*"], heartbeatIntervalMs: Int = 10_000,
        idleTimeoutMs: Int = 30_000
    ) -> String {
        let base = baseUrl.hasSuffix("/") ? baseUrl : baseUrl + "/"
        let meta: [String: String] = [
            "id": subscriptionId, "userId": userId, "displayName": displayName, "isAuthenticated": "false",
            "channels": channels.joined(separator: ","), "createdAt": "1700000000000", "profileUrl": "",
            "unRegisterUrl": base + "event-unregister?id=" + subscriptionId,
            "heartbeatUrl": base + "event-heartbeat?id=" + subscriptionId,
            "updateSubscriberUrl": base + "event-subscribers/" + subscriptionId,
            "heartbeatIntervalMs": String(heartbeatIntervalMs), "idleTimeoutMs": String(idleTimeoutMs),
        ]
        return message(id: id, selector: "cmd.onConnect", json: json(meta))
    }

    /// A JSON object of strings, keys sorted.
    public static func json(_ values: [String: String]) -> String {
        let data = (try? JSONSerialization.data(withJSONObject: values, options: [.sortedKeys])) ?? Data("{}".utf8)
        return String(decoding: data, as: UTF8.self)
    }
}
