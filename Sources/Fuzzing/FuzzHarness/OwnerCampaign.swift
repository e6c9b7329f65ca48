import Foundation

/// The stateful campaign: the server's signed-in user and two anonymous `ss-id` sessions each open a Server Events
/// subscription (and the user creates rows where CRUD services record an owner); then every other caller, an
/// anonymous one without any session included, tries the ids it may learn on every endpoint. A success the owner
/// rule forbids fails the run, as does a credential shown to another caller. The rules: docs/fuzzing.md.
package final class OwnerCampaign {
    let server: FuzzServer
    let process: ServerProcess
    let budget: CampaignBudget
    let log: FailureLog
    let metadata: Data
    let catalog: ServiceCatalog
    var result: CampaignResult
    var random: SeededRandom
    /// The server's seeded user, signed in; nil when it has no credentials sign-in.
    var signedIn: Caller?
    var sessions = [Caller.anonymous(1), Caller.anonymous(2)]
    var subscriptions: [OwnedSubscription] = []
    /// Whether the server opened subscriptions at all.
    var hasServerEvents = false
    /// Rows the signed-in user created, by CRUD model.
    var ownedRows: [OwnedRow] = []

    var port: Int { process.port }
    var timeout: Double { budget.requestTimeout }
    var timeIsUp: Bool { Date() >= budget.deadline || result.casesRun >= budget.maxCases }

    /// Every caller that may own something, and the anonymous caller without a session.
    var callers: [Caller] { (signedIn.map { [$0] } ?? []) + sessions + [.nobody] }

    package static func run(
        server: FuzzServer, seed: UInt64, budget: CampaignBudget, log: FailureLog, scratch: URL, binaries: URL
    ) throws -> CampaignResult {
        let started = Date()
        let process = try server.launch(scratch: scratch, binaries: binaries)
        defer { process.stop() }
        let metadata = try HTTPCampaign.fetchMetadata(port: process.port, timeout: budget.requestTimeout)
        let campaign = try OwnerCampaign(
            server: server, process: process, seed: seed, budget: budget, log: log, metadata: metadata)
        campaign.execute()
        campaign.result.seconds = Date().timeIntervalSince(started)
        return campaign.result
    }

    init(
        server: FuzzServer, process: ServerProcess, seed: UInt64, budget: CampaignBudget, log: FailureLog,
        metadata: Data
    ) throws {
        self.server = server
        self.process = process
        self.budget = budget
        self.log = log
        self.metadata = metadata
        catalog = try ServiceCatalog(metadata: metadata)
        random = SeededRandom(seed: seed)
        result = CampaignResult(name: "\(server.name)/owners")
    }

    private func execute() {
        var notes: [String] = []
        signedIn = Caller.signIn(server.account, send: send)
        if signedIn == nil { notes.append("no signed-in user") }
        notes.append("one signed-in user: the server has no registration service")
        defer {
            for subscription in subscriptions { subscription.stream.close() }
            if !hasServerEvents { notes.append("no Server Events") }
            result.note = notes.joined(separator: "; ")
            result.planSize = result.casesRun
        }
        let phases: [(String, () -> Void)] = [
            ("subscriptions", openSubscriptions), ("subscription ids", trySubscriptionIds),
            ("listings", tryListings), ("rows", tryRows), ("ids in requests", tryPlantedIds),
            ("frames", checkFrames), ("own unregister", unregisterOwnSubscriptions),
        ]
        for (name, phase) in phases {
            guard process.isAlive() else {
                notes.append("server died before \(name)")
                return
            }
            guard !timeIsUp else {
                notes.append("stopped by the budget before \(name)")
                return
            }
            phase()
        }
    }

    // MARK: Sending and judging

    func send(_ request: FuzzCase) -> Result<HTTPReply, NoReply> {
        RawHTTPClient.reply(to: request, port: port, timeout: timeout)
    }

    /// A request as `caller`; `json` becomes the body.
    func request(_ method: String, _ target: String, as caller: Caller, json: Any? = nil, label: String) -> FuzzCase {
        var headers = caller.headers
        var body: [UInt8] = []
        if let json {
            headers.append(("Content-Type", "application/json"))
            body = JSONBody.bytes(json)
        }
        return FuzzCase(
            label: "\(caller.name): \(label)", method: method, target: Array(target.utf8), headers: headers,
            body: body, operation: FuzzCase.operationName(inTarget: target))
    }

    /// Sends a request the owner rule forbids; a 2xx fails with `rule` (what was tried, by whom, on whose thing).
    @discardableResult
    func expectRefused(_ request: FuzzCase, rule: String) -> HTTPReply? {
        result.casesRun += 1
        guard let reply = reply(to: request) else { return nil }
        if reply.isSuccess {
            record(.ownerRule, "\(rule) answered \(reply.status)", request, detail: reply.excerpt)
        }
        return reply
    }

    /// Sends an owner's request on its own thing; anything but a 2xx fails, since the refusals prove nothing then.
    @discardableResult
    func expectAccepted(_ request: FuzzCase, what: String) -> HTTPReply? {
        result.casesRun += 1
        guard let reply = reply(to: request) else { return nil }
        if !reply.isSuccess {
            record(.ownerRefused, "\(what) answered \(reply.status)", request, detail: reply.excerpt)
            return nil
        }
        return reply
    }

    /// The reply, or nil with the missing answer (or the server's death) recorded.
    func reply(to request: FuzzCase) -> HTTPReply? {
        switch send(request) {
        case .success(let reply):
            if reply.status >= 500,
                !server.allows(
                    Failure(kind: .serverError, signature: "", detail: ""), operation: request.operation)
            {
                record(
                    .serverError, "\(reply.status) \(Failure.summary(of: reply.body))", request, detail: reply.excerpt)
            }
            return reply
        case .failure(let noReply):
            if !process.isAlive(grace: 2) {
                log.record(
                    Failure.died(errorText: process.errorText(), termination: process.terminationDescription),
                    case: request, campaign: result.name)
                result.failures += 1
            } else {
                record(.hang, "no answer (\(noReply.description))", request, detail: "")
            }
            return nil
        }
    }

    /// Records a failure; `text` (kept free of ids, so one cause is one line) is its signature.
    func record(_ kind: Failure.Kind, _ text: String, _ request: FuzzCase, detail: String) {
        result.failures += 1
        log.record(Failure(kind: kind, signature: text, detail: detail), case: request, campaign: result.name)
    }

    /// A lowercase hexadecimal name part from the campaign's seed.
    func randomHex(_ count: Int = 8) -> String {
        String((0..<count).map { _ in "0123456789abcdef".randomElement(using: &random) ?? "0" })
    }
}
