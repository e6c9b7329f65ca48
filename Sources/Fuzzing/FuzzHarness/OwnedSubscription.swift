import Foundation

/// A Server Events subscription the owner campaign opened for one caller, with what its `onConnect` frame said.
struct OwnedSubscription: Sendable {
    var owner: Caller
    var stream: EventStream
    var id: String
    var channels: [String]
    /// The channel only this subscription is in.
    var privateChannel: String
    /// Path and query of `heartbeatUrl`, `unRegisterUrl` and `updateSubscriberUrl` (the host left out).
    var heartbeatTarget: String
    var unregisterTarget: String
    var updateTarget: String
    /// The `token` query value of the heartbeat or unregister URL, when the server gives one: the owner's credential.
    var token: String?
    var displayName: String?

    /// The kind of owner in reports: `a subscription of a signed-in user`.
    var ownerDescription: String { "a subscription of \(owner.kind.withArticle)" }

    /// Opens `/event-stream?channels=…` as `owner` and reads its `onConnect`; an anonymous owner without a session
    /// takes the `ss-id` the stream sets. Nil (with the reason) when no usable handshake came.
    static func open(
        as owner: Caller, channels: [String], privateChannel: String, port: Int, timeout: Double
    ) -> Result<OwnedSubscription, NoReply> {
        let streamTarget = "/event-stream?channels=" + channels.joined(separator: ",")
        guard let stream = EventStream(port: port, target: streamTarget, headers: owner.headers, timeout: timeout)
        else {
            return .failure(NoReply(description: "no connection"))
        }
        guard let head = stream.waitForHead(timeout: timeout) else {
            stream.close()
            return .failure(NoReply(description: "no response head"))
        }
        guard head.status == 200,
            let connect = stream.waitForFrame(timeout: timeout, where: \.isConnect)?.body,
            let id = connect["id"] as? String
        else {
            stream.close()
            return .failure(NoReply(description: "status \(head.status) without an onConnect frame"))
        }
        var owner = owner
        if owner.sessionId == nil {
            let cookie = head.headers.first { $0.name.lowercased() == "set-cookie" && $0.value.hasPrefix("ss-id=") }
            owner.sessionId = cookie.map { String($0.value.dropFirst(6).prefix { $0 != ";" }) }
        }
        let heartbeat = target(of: connect["heartbeatUrl"]) ?? "/event-heartbeat?id=\(id)"
        let unregister = target(of: connect["unRegisterUrl"]) ?? "/event-unregister?id=\(id)"
        let token = [heartbeat, unregister].lazy.compactMap { queryValue("token", in: $0) }.first
        return .success(
            OwnedSubscription(
                owner: owner, stream: stream, id: id, channels: channels, privateChannel: privateChannel,
                heartbeatTarget: heartbeat, unregisterTarget: unregister,
                updateTarget: target(of: connect["updateSubscriberUrl"]) ?? "/event-subscribers/\(id)", token: token,
                displayName: connect["displayName"] as? String))
    }

    /// `/path?query` of an absolute URL string.
    static func target(of value: Any?) -> String? {
        guard let text = value as? String, let url = URLComponents(string: text), !url.path.isEmpty else {
            return nil
        }
        return url.percentEncodedPath + (url.percentEncodedQuery.map { "?" + $0 } ?? "")
    }

    static func queryValue(_ name: String, in target: String) -> String? {
        URLComponents(string: "http://host" + target)?.queryItems?.first { $0.name == name }?.value
    }
}
