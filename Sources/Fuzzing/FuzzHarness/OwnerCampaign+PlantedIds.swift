import Foundation

/// Every operation of `/types/metadata`, called by anonymous callers with the owners' ids in its id fields (JSON
/// body and query string). An id is data, never a credential: an operation that requires auth still answers 401,
/// the answer does not speak as the id's owner (checked against the same request with an unknown id), it shows
/// no owner's credential, and the owners' sign-in and subscriptions still work afterwards.
extension OwnerCampaign {
    /// A value planted in a field, and whose it is.
    struct PlantedId {
        var value: Any
        /// What the id is, for reports: `id of a subscription of a signed-in user`.
        var description: String
        /// Names that must not appear in the answer unless an unknown id gives them too.
        var identities: [String]
        /// A value of the same shape that belongs to no one.
        var unknown: Any
    }

    func tryPlantedIds() {
        let attackers = [Caller.nobody, sessions[1]]
        for operation in catalog.operations {
            let idFields = operation.fields.filter { Self.isIdField($0.name) && !$0.isConvention }
            if idFields.isEmpty {
                for attacker in attackers where !timeIsUp {
                    plant(nil, in: nil, of: operation, as: attacker, inQuery: false)
                }
            }
            for field in idFields {
                for planted in plantedIds(for: field) {
                    for attacker in attackers {
                        for inQuery in [false, true] where !timeIsUp {
                            plant(planted, in: field, of: operation, as: attacker, inQuery: inQuery)
                        }
                    }
                }
            }
        }
    }

    /// Fields that name something by id: `Id`, `UserAuthId`, `SessionId`, `Ids`, `From`, `To`, `OwnerId`…
    static func isIdField(_ name: String) -> Bool {
        let lower = name.lowercased()
        return lower.hasSuffix("id") || lower.hasSuffix("ids") || ["from", "to", "owner", "createdby"].contains(lower)
    }

    /// The owners' ids that fit `field`: subscription and user ids in text fields, session ids in session fields,
    /// the signed-in user's rows in number fields.
    func plantedIds(for field: FuzzField) -> [PlantedId] {
        let type = field.type.lowercased()
        let isList = type.hasPrefix("list") || type.contains("[]")
        let isNumber =
            ["int", "long", "nullable`1<int", "nullable`1<long"].contains { type.hasPrefix($0) }
            || (isList && type.contains("int"))
        var planted: [PlantedId] = []
        if isNumber {
            for row in ownedRows {
                planted.append(
                    PlantedId(
                        value: isList ? [row.id] as Any : row.id, description: "id of a signed-in user's row",
                        identities: [], unknown: isList ? [987_654_321] as Any : 987_654_321))
            }
            if let userId = signedIn?.userId.flatMap(Int.init) {
                planted.append(
                    PlantedId(
                        value: isList ? [userId] as Any : userId, description: "user id of a signed-in user",
                        identities: identities(of: signedIn), unknown: isList ? [987_654_321] as Any : 987_654_321))
            }
            return planted
        }
        guard !isList, type.hasPrefix("string") else { return [] }
        for subscription in subscriptions {
            planted.append(
                PlantedId(
                    value: subscription.id, description: "id of \(subscription.ownerDescription)",
                    identities: identities(of: subscription.owner) + [subscription.displayName].compactMap { $0 },
                    unknown: randomHex(32)))
        }
        if let userId = signedIn?.userId {
            planted.append(
                PlantedId(
                    value: userId, description: "user id of a signed-in user", identities: identities(of: signedIn),
                    unknown: "987654321"))
        }
        if field.name.lowercased().contains("session") {
            for owner in [signedIn, sessions[0]].compactMap({ $0 }) {
                if let sessionId = owner.sessionId {
                    planted.append(
                        PlantedId(
                            value: sessionId, description: "ss-id of \(owner.kind.withArticle)",
                            identities: identities(of: owner), unknown: randomHex(20)))
                }
            }
        }
        return planted
    }

    private func identities(of caller: Caller?) -> [String] {
        [caller?.displayName].compactMap { $0 }.filter { $0.count >= 4 }
    }

    /// Sends `operation` as `attacker` with `planted` in `field` (or bare), and judges the answer.
    private func plant(
        _ planted: PlantedId?, in field: FuzzField?, of operation: FuzzOperation, as attacker: Caller, inQuery: Bool
    ) {
        let what = field.map { "\(operation.name).\($0.name) = \(planted?.description ?? "")" } ?? operation.name
        let label = what + (field == nil ? "" : inQuery ? " (query)" : " (JSON)")
        let attempt = call(operation, field: field, value: planted?.value, as: attacker, inQuery: inQuery, label: label)
        result.casesRun += 1
        guard let reply = reply(to: attempt) else { return }
        let rule = "\(attacker.kind.rawValue): \(what)"
        if operation.requiresAuth, reply.isSuccess {
            record(
                .ownerRule, "\(rule): an operation that requires auth answered \(reply.status)", attempt,
                detail: reply.excerpt)
        }
        let plantedText = planted.map { "\($0.value)" } ?? ""
        for owner in callers where owner.name != attacker.name {
            let tokens = subscriptions.filter { $0.owner.name == owner.name }.compactMap(\.token)
            for secret in owner.secrets + tokens where reply.text.contains(secret) && !plantedText.contains(secret) {
                record(
                    .leak, "\(rule): the answer holds a credential of \(owner.kind.withArticle)", attempt,
                    detail: "credential: \(secret.prefix(12))…")
            }
        }
        if let planted, let field, reply.isSuccess, !planted.identities.isEmpty {
            let spoken = Self.strings(in: reply.json).intersection(planted.identities)
            if !spoken.isEmpty {
                let control = call(
                    operation, field: field, value: planted.unknown, as: attacker, inQuery: inQuery,
                    label: label + " with an unknown id")
                if case .success(let controlReply) = send(control),
                    Self.strings(in: controlReply.json).isDisjoint(with: spoken)
                {
                    record(.ownerRule, "\(rule): the answer speaks as the id's owner", attempt, detail: reply.excerpt)
                }
            }
        }
        checkOwnersStillSignedIn(after: attempt, by: attacker, rule: rule)
    }

    private func call(
        _ operation: FuzzOperation, field: FuzzField?, value: Any?, as caller: Caller, inQuery: Bool, label: String
    ) -> FuzzCase {
        guard let field, let value else {
            return request(
                operation.bodyVerb, "/api/\(operation.name)", as: caller, json: [String: Any](), label: label)
        }
        guard inQuery else {
            return request(
                operation.bodyVerb, "/api/\(operation.name)", as: caller, json: [field.name: value], label: label)
        }
        let text = (value as? [Any]).map { $0.map { "\($0)" }.joined(separator: ",") } ?? "\(value)"
        let encoded = text.addingPercentEncoding(withAllowedCharacters: .urlQueryAllowed) ?? text
        return request(operation.queryVerb, "/api/\(operation.name)?\(field.name)=\(encoded)", as: caller, label: label)
    }

    /// After `attacker`'s request: the signed-in user's sign-in and every other owner's subscription still work
    /// (the attacker may end its own).
    private func checkOwnersStillSignedIn(after attempt: FuzzCase, by attacker: Caller, rule: String) {
        if var owner = signedIn {
            let check = request("GET", "/api/Authenticate", as: owner, label: "its own session")
            if case .success(let reply) = send(check), reply.status == 401 {
                record(.ownerRule, "\(rule): ended the sign-in of \(owner.kind.withArticle)", attempt, detail: "")
                owner = signInAgain() ?? owner
                signedIn = owner
                for index in subscriptions.indices where subscriptions[index].owner.kind == .signedIn {
                    subscriptions[index].owner = owner
                }
            }
        }
        for index in subscriptions.indices {
            let subscription = subscriptions[index]
            let heartbeat = request("POST", subscription.heartbeatTarget, as: subscription.owner, label: "heartbeat")
            guard case .success(let reply) = send(heartbeat), !reply.isSuccess else { continue }
            if subscription.owner.name != attacker.name {
                record(.ownerRule, "\(rule): ended \(subscription.ownerDescription)", attempt, detail: reply.excerpt)
            }
            subscription.stream.close()
            if let reopened = openSubscription(as: subscription.owner, privateChannel: subscription.privateChannel) {
                subscriptions[index] = reopened
            }
        }
    }

    /// A fresh sign-in, after a second when the first try's tokens fall in a revoked second.
    private func signInAgain() -> Caller? {
        for attempt in 0..<2 {
            if attempt > 0 { Thread.sleep(forTimeInterval: 1.1) }
            guard let caller = Caller.signIn(server.account, send: send) else { return nil }
            let check = request("GET", "/api/Authenticate", as: caller, label: "its own session")
            if case .success(let reply) = send(check), reply.isSuccess { return caller }
        }
        return nil
    }

    /// Every string in a JSON value.
    static func strings(in json: Any?) -> Set<String> {
        switch json {
        case let text as String: return [text]
        case let array as [Any]: return array.reduce(into: Set()) { $0.formUnion(strings(in: $1)) }
        case let object as [String: Any]: return object.values.reduce(into: Set()) { $0.formUnion(strings(in: $1)) }
        default: return []
        }
    }
}
