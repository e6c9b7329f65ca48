import Foundation

/// A row the signed-in user created through a CRUD service that records its owner.
struct OwnedRow {
    var table: CrudCatalog.Table
    var id: Int
}

/// CRUD rows with an owner (`ownerId`, `createdBy`): only their owner updates, patches or deletes them.
extension OwnerCampaign {
    static let ownerFields = ["ownerid", "createdby", "userauthid", "owneruserid"]

    func tryRows() {
        guard let owner = signedIn, let crud = try? CrudCatalog(metadata: metadata) else { return }
        for table in crud.tables {
            guard !timeIsUp, let create = table.create else { return }
            let tag = "fuzz-owner-\(randomHex())"
            let request = self.request(
                create.method, "/api/\(create.name)", as: owner, json: crud.body(for: create, id: nil, tag: tag),
                label: "create a \(table.model)")
            guard let reply = expectAccepted(request, what: "\(owner.kind.rawValue): \(create.name)"),
                let row = Self.resultObject(reply), let id = Self.intValue(row["id"] ?? row["Id"]),
                Self.owners(of: row).contains(where: { [owner.userId, owner.userName].contains($0) })
            else { continue }
            ownedRows.append(OwnedRow(table: table, id: id))
            tryOthers(on: OwnedRow(table: table, id: id), crud: crud, owner: owner)
            if let foreign = foreignRow(of: table, owner: owner) {
                for write in table.writes where !timeIsUp {
                    expectRefused(
                        self.request(
                            write.method, "/api/\(write.name)", as: owner,
                            json: crud.body(for: write, id: foreign, tag: "\(tag)-foreign"),
                            label: "\(write.name) of another user's \(table.model)"),
                        rule: "\(owner.kind.rawValue): \(write.name) of another user's \(table.model)")
                }
            }
            for write in table.writes where write.kind == .delete {
                expectAccepted(
                    self.request(
                        write.method, "/api/\(write.name)", as: owner, json: crud.body(for: write, id: id, tag: tag),
                        label: "\(write.name) of its own \(table.model)"),
                    what: "\(owner.kind.rawValue): \(write.name) of its own \(table.model)")
            }
        }
    }

    /// Anonymous callers, with and without a session, try every write on the row; then the owner updates it.
    private func tryOthers(on row: OwnedRow, crud: CrudCatalog, owner: Caller) {
        let tag = "fuzz-intruder-\(randomHex())"
        for caller in sessions + [.nobody] {
            for write in row.table.writes where !timeIsUp {
                expectRefused(
                    request(
                        write.method, "/api/\(write.name)", as: caller,
                        json: crud.body(for: write, id: row.id, tag: tag),
                        label: "\(write.name) of the signed-in user's \(row.table.model)"),
                    rule: "\(caller.kind.rawValue): \(write.name) of a signed-in user's \(row.table.model)")
            }
        }
        for write in row.table.writes where write.kind != .delete {
            expectAccepted(
                request(
                    write.method, "/api/\(write.name)", as: owner,
                    json: crud.body(for: write, id: row.id, tag: "\(tag)-own"),
                    label: "\(write.name) of its own \(row.table.model)"),
                what: "\(owner.kind.rawValue): \(write.name) of its own \(row.table.model)")
        }
    }

    /// The id of a row whose owner is someone else (seeded data), read through the table's AutoQuery service.
    private func foreignRow(of table: CrudCatalog.Table, owner: Caller) -> Int? {
        guard let query = table.query else { return nil }
        let request = self.request("GET", "/api/\(query)?take=50", as: owner, label: "query \(table.model)")
        guard case .success(let reply) = send(request), reply.isSuccess,
            let results = (reply.json as? [String: Any])?["results"] as? [[String: Any]]
        else { return nil }
        let mine = [owner.userId, owner.userName].compactMap { $0 }
        let foreign = results.first { row in
            let owners = Self.owners(of: row)
            return !owners.isEmpty && !owners.contains { mine.contains($0) }
        }
        return foreign.flatMap { Self.intValue($0["id"]) }
    }

    /// The values of a row's owner fields (`ownerId`, `createdBy`…), as text.
    static func owners(of row: [String: Any]) -> [String] {
        row.compactMap { key, value in
            guard ownerFields.contains(key.lowercased()) else { return nil }
            if let text = value as? String, !text.isEmpty { return text }
            return intValue(value).map(String.init)
        }
    }

    /// `result` of a CRUD response (ServiceStack's `IdResponse`-like shapes), or the response itself.
    static func resultObject(_ reply: HTTPReply) -> [String: Any]? {
        guard let object = reply.json as? [String: Any] else { return nil }
        return object["result"] as? [String: Any] ?? object
    }

    static func intValue(_ value: Any?) -> Int? {
        if let number = value as? NSNumber { return number.intValue }
        if let text = value as? String { return Int(text) }
        return nil
    }
}
