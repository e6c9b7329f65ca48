import Foundation

/// Server Events: every caller tries heartbeat, channel update and unregister on the others' subscriptions.
extension OwnerCampaign {
    static let sharedChannel = "fuzz-shared"

    /// What a caller may try on a subscription id it learned.
    enum SubscriptionAction: String, CaseIterable {
        case heartbeatPost = "POST heartbeat"
        case heartbeatGet = "GET heartbeat"
        case update = "POST /event-subscribers/{id} (UpdateEventSubscriber)"
        case unregisterPost = "POST unregister"
        case unregisterGet = "GET unregister"

        var ends: Bool { self == .unregisterPost || self == .unregisterGet }

        /// The action without its verb: one cause whichever verb shows it.
        var rule: String {
            switch self {
            case .heartbeatPost, .heartbeatGet: "heartbeat"
            case .update: "UpdateEventSubscriber"
            case .unregisterPost, .unregisterGet: "unregister"
            }
        }
    }

    /// The second anonymous session, the signed-in user and the first anonymous session each open a subscription
    /// to the shared channel and a private one; in that order, so the earlier ones receive the later ones' onJoin.
    func openSubscriptions() {
        var owners = [sessions[1]]
        if let signedIn { owners.append(signedIn) }
        owners.append(sessions[0])
        for owner in owners {
            guard let subscription = openSubscription(as: owner, privateChannel: "fuzz-private-\(randomHex())")
            else { return }
            hasServerEvents = true
            subscriptions.append(subscription)
        }
    }

    /// Opens a subscription as `owner`; the `ss-id` it was given becomes the caller's.
    func openSubscription(as owner: Caller, privateChannel: String) -> OwnedSubscription? {
        result.casesRun += 1
        let opened = OwnedSubscription.open(
            as: owner, channels: [Self.sharedChannel, privateChannel], privateChannel: privateChannel, port: port,
            timeout: timeout)
        switch opened {
        case .success(let subscription):
            if let index = sessions.firstIndex(where: { $0.name == owner.name }) {
                sessions[index] = subscription.owner
            }
            return subscription
        case .failure(let reason):
            let request = self.request(
                "GET", "/event-stream?channels=\(Self.sharedChannel),\(privateChannel)", as: owner,
                label: "open a subscription")
            if reason.description.contains("404") { return nil }
            record(.ownerRefused, "\(owner.kind.rawValue): opening a subscription failed", request, detail: "\(reason)")
            return nil
        }
    }

    func trySubscriptionIds() {
        for victimIndex in subscriptions.indices {
            for attacker in callers where attacker.name != subscriptions[victimIndex].owner.name {
                for action in SubscriptionAction.allCases {
                    guard !timeIsUp else { return }
                    attempt(action, on: victimIndex, as: attacker)
                }
            }
        }
    }

    /// `action` on subscription `victimIndex` as `attacker`, then the owner's own heartbeat, which must still work;
    /// a subscription the attempt ended is opened again.
    private func attempt(_ action: SubscriptionAction, on victimIndex: Int, as attacker: Caller) {
        let victim = subscriptions[victimIndex]
        let request = subscriptionRequest(action, id: victim.id, victim: victim, as: attacker)
        let reply = expectRefused(
            request, rule: "\(attacker.kind.rawValue): \(action.rule) of \(victim.ownerDescription)")
        let ended = action.ends && reply?.isSuccess == true
        if !ended, ownerHeartbeat(victim) { return }
        victim.stream.close()
        if let reopened = openSubscription(as: victim.owner, privateChannel: victim.privateChannel) {
            subscriptions[victimIndex] = reopened
        }
    }

    /// The owner's heartbeat with the URL its onConnect gave; false (recorded) when it fails.
    @discardableResult
    func ownerHeartbeat(_ subscription: OwnedSubscription) -> Bool {
        let request = self.request(
            "POST", subscription.heartbeatTarget, as: subscription.owner, label: "heartbeat of its own subscription")
        return expectAccepted(
            request, what: "\(subscription.owner.kind.rawValue): heartbeat of its own subscription") != nil
    }

    /// The request an attacker can make from an id alone: the endpoints' paths with `id`, no owner token.
    func subscriptionRequest(
        _ action: SubscriptionAction, id: String, victim: OwnedSubscription, as caller: Caller
    ) -> FuzzCase {
        let heartbeatPath = String(victim.heartbeatTarget.prefix { $0 != "?" })
        let unregisterPath = String(victim.unregisterTarget.prefix { $0 != "?" })
        let label = "\(action.rawValue) of \(victim.ownerDescription)"
        switch action {
        case .heartbeatPost: return request("POST", "\(heartbeatPath)?id=\(id)", as: caller, label: label)
        case .heartbeatGet: return request("GET", "\(heartbeatPath)?id=\(id)", as: caller, label: label)
        case .unregisterPost: return request("POST", "\(unregisterPath)?id=\(id)", as: caller, label: label)
        case .unregisterGet: return request("GET", "\(unregisterPath)?id=\(id)", as: caller, label: label)
        case .update:
            let path = String(victim.updateTarget.prefix { $0 != "?" })
            return request(
                "POST", path, as: caller, json: ["id": id, "subscribeChannels": ["fuzz-intruder"]], label: label)
        }
    }

    /// Every stream's frames: none may carry another caller's credential or another subscription's owner token.
    func checkFrames() {
        for reader in subscriptions {
            result.casesRun += 1
            let text = reader.stream.frames.map(\.data).joined(separator: "\n")
            for other in subscriptions where other.owner.name != reader.owner.name {
                for secret in other.owner.secrets + [other.token].compactMap({ $0 }) where text.contains(secret) {
                    let request = self.request(
                        "GET", "/event-stream?channels=\(reader.channels.joined(separator: ","))", as: reader.owner,
                        label: "frames of its own subscription")
                    record(
                        .leak,
                        "\(reader.owner.kind.rawValue): a frame of its stream holds a credential of "
                            + other.owner.kind.withArticle, request, detail: "credential: \(secret.prefix(12))…")
                }
            }
        }
    }

    /// Each owner ends its own subscription with the URL its onConnect gave.
    func unregisterOwnSubscriptions() {
        for subscription in subscriptions {
            let request = self.request(
                "POST", subscription.unregisterTarget, as: subscription.owner, label: "unregister its own subscription")
            expectAccepted(request, what: "\(subscription.owner.kind.rawValue): unregister of its own subscription")
            subscription.stream.close()
        }
        subscriptions = []
    }
}
