import Foundation

/// `GET /event-subscribers`: a caller may see the subscriptions of channels it is in, never another subscription's
/// private channel, and no subscription at all that shares no channel with it.
extension OwnerCampaign {
    func tryListings() {
        guard let first = subscriptions.first else { return }
        let path = String(first.updateTarget.prefix { $0 != "?" }).split(separator: "/").dropLast()
            .joined(separator: "/")
        let listPath = "/" + path
        for caller in callers {
            let own = subscriptions.filter { $0.owner.name == caller.name }
            var queries = ["", "?channels=\(Self.sharedChannel)"]
            queries += subscriptions.map { "?channels=\($0.privateChannel)" }
            for query in queries {
                guard !timeIsUp else { return }
                judgeListing(
                    request("GET", listPath + query, as: caller, label: "list subscribers\(query)"), by: caller,
                    own: own)
            }
            for subscription in own {
                let request = self.request(
                    "GET", listPath + "?channels=\(subscription.privateChannel)", as: caller,
                    label: "list the subscribers of its own private channel")
                guard let reply = expectAccepted(request, what: "\(caller.kind.rawValue): listing its own channel")
                else { continue }
                if !reply.text.contains(subscription.id) {
                    record(
                        .ownerRefused, "\(caller.kind.rawValue): listing its own channel leaves out its subscription",
                        request, detail: reply.excerpt)
                }
            }
        }
    }

    private func judgeListing(_ request: FuzzCase, by caller: Caller, own: [OwnedSubscription]) {
        result.casesRun += 1
        guard let reply = reply(to: request), reply.isSuccess else { return }
        let text = reply.text
        let entries = (reply.json as? [[String: Any]]) ?? []
        let joined = Set(own.flatMap(\.channels))
        for other in subscriptions where other.owner.name != caller.name {
            let sharesChannel = !joined.isDisjoint(with: other.channels)
            if !joined.contains(other.privateChannel), text.contains(other.privateChannel) {
                record(
                    .ownerRule,
                    "\(caller.kind.rawValue): listing shows the private channel of \(other.ownerDescription)",
                    request, detail: reply.excerpt)
            }
            if !sharesChannel, entries.contains(where: { $0["id"] as? String == other.id }) {
                record(
                    .ownerRule,
                    "\(caller.kind.rawValue) in no channel: listing shows \(other.ownerDescription)", request,
                    detail: reply.excerpt)
            }
            for secret in other.owner.secrets + [other.token].compactMap({ $0 }) where text.contains(secret) {
                record(
                    .leak, "\(caller.kind.rawValue): listing holds a credential of \(other.owner.kind.withArticle)",
                    request, detail: "credential: \(secret.prefix(12))…")
            }
        }
    }
}
