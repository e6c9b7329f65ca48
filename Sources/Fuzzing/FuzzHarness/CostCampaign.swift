import Foundation

/// The cost campaign: for the Server Events endpoints and a seeded sample of operations, requests of doubling
/// size (long strings and query strings, many list items, keys, query parameters and channels, deep JSON), each
/// measured in the server process's CPU time and in bytes. Fails when cost grows faster than the request (see
/// `GrowthVerdict`), when a small probe request sent meanwhile waits too long, or when a stream never says onConnect.
package final class CostCampaign {
    /// A request that costs more CPU than this ends its series (larger ones would only take longer).
    static let ceilingCPU = 1.5
    /// A probe that waits longer than this has stalled.
    static let stallSeconds = 3.0

    /// `FUZZ_COST_LOG=1` prints every sample.
    static let logsSamples = ProcessInfo.processInfo.environment["FUZZ_COST_LOG"] != nil

    let server: FuzzServer
    let process: ServerProcess
    let budget: CampaignBudget
    let log: FailureLog
    let catalog: ServiceCatalog
    let meter: CostMeter
    var result: CampaignResult
    var random: SeededRandom

    var port: Int { process.port }
    var timeIsUp: Bool { Date() >= budget.deadline || result.casesRun >= budget.maxCases }

    package static func run(
        server: FuzzServer, seed: UInt64, budget: CampaignBudget, log: FailureLog, scratch: URL, binaries: URL
    ) throws -> CampaignResult {
        let started = Date()
        let process = try server.launch(scratch: scratch, binaries: binaries)
        defer { process.stop() }
        guard let pid = process.pid, let cpu = ProcessCPU(pid: pid) else {
            var result = CampaignResult(name: "\(server.name)/cost")
            result.note = "skipped: the server's CPU time is read from /proc (Linux)"
            return result
        }
        let metadata = try HTTPCampaign.fetchMetadata(port: process.port, timeout: budget.requestTimeout)
        let campaign = CostCampaign(
            server: server, process: process, seed: seed, budget: budget, log: log,
            catalog: try ServiceCatalog(metadata: metadata),
            meter: CostMeter(cpu: cpu, port: process.port, timeout: budget.requestTimeout))
        campaign.execute()
        campaign.result.seconds = Date().timeIntervalSince(started)
        return campaign.result
    }

    init(
        server: FuzzServer, process: ServerProcess, seed: UInt64, budget: CampaignBudget, log: FailureLog,
        catalog: ServiceCatalog, meter: CostMeter
    ) {
        self.server = server
        self.process = process
        self.budget = budget
        self.log = log
        self.catalog = catalog
        self.meter = meter
        random = SeededRandom(seed: seed)
        result = CampaignResult(name: "\(server.name)/cost")
    }

    private func execute() {
        let probeRequest = cheapestRequest()
        let probe = StallProbe(request: probeRequest, port: port, timeout: budget.requestTimeout * 3, interval: 0.2)
        defer { probe.stop() }
        var plan = hasServerEvents ? GrowthSeries.serverEvents() : []
        let sampled = catalog.operations.flatMap(GrowthSeries.forOperation)
        plan += sampled.shuffled(using: &random)
        result.planSize = plan.count
        var finished = 0
        for series in plan {
            guard !timeIsUp, process.isAlive() else { break }
            probe.now(series.name)
            run(series)
            finished += 1
            if let stall = probe.takeWorst(), stall.seconds > Self.stallSeconds {
                let request = probeRequest
                record(
                    .stall,
                    "probe \(probeRequest.label) waited over \(Int(Self.stallSeconds)) s during \(stall.during)",
                    request, detail: String(format: "waited %.1f s", stall.seconds))
            }
        }
        result.planSize = result.casesRun
        result.note = "\(finished) of \(plan.count) series, probe \(probeRequest.label) (\(probe.probesSent) sent)"
    }

    private var hasServerEvents: Bool {
        let request = FuzzCase(label: "list subscribers", method: "GET", target: Array("/event-subscribers".utf8))
        guard case .success(let reply) = RawHTTPClient.reply(to: request, port: port, timeout: budget.requestTimeout)
        else { return false }
        return reply.status != 404
    }

    /// The probe: of the first operations open to anonymous callers, the one whose bare GET costs least CPU.
    private func cheapestRequest() -> FuzzCase {
        let candidates = catalog.operations.filter { !$0.requiresAuth }.prefix(8).map { operation in
            FuzzCase(label: "GET /api/\(operation.name)", method: "GET", target: Array("/api/\(operation.name)".utf8))
        }
        let costs = candidates.map { request -> (FuzzCase, Double) in
            let samples = (0..<2).map { _ in meter.measure(request, size: 0) }
            let ok = samples.allSatisfy { ($0.status ?? 500) < 500 }
            return (request, ok ? samples.map(\.cpu).min() ?? .infinity : .infinity)
        }
        return costs.min { $0.1 < $1.1 }?.0
            ?? FuzzCase(label: "GET /api/Authenticate", method: "GET", target: Array("/api/Authenticate".utf8))
    }

    /// Measures the baseline and each size until the budget or the CPU ceiling ends the series, then judges it.
    private func run(_ series: GrowthSeries) {
        let baseline = sample(series, size: series.baselineSize)
        var samples: [CostSample] = []
        for size in series.sizes {
            guard Date() < budget.deadline, process.isAlive() else { break }
            let sampleStarted = Date()
            let measured = sample(series, size: size)
            samples.append(measured)
            if Self.logsSamples {
                print(
                    String(
                        format: "  %@ %d: status %@, CPU %.4f s (baseline %.4f s), %d bytes, %d fanned out, %.2f s",
                        series.name, size, measured.status.map(String.init) ?? "none", measured.cpu, baseline.cpu,
                        measured.bytes, measured.fanOutBytes, Date().timeIntervalSince(sampleStarted)))
            }
            if measured.silentStream {
                record(
                    .silentStream, "\(series.name): answered 200 without an onConnect frame",
                    describe(series, size: size), detail: "size \(size)")
                break
            }
            if measured.status == nil {
                record(.hang, "\(series.name): no answer", describe(series, size: size), detail: "size \(size)")
                break
            }
            if measured.cpu > Self.ceilingCPU { break }
        }
        var findings = GrowthVerdict.findings(baseline: baseline, samples: samples)
        if let cpu = findings.first(where: { $0.what == "CPU" }) {
            // The pair is measured again before reporting: noise on a shared machine must not fail a run.
            let again = samples.map { old -> CostSample in
                guard old.size == cpu.small.size || old.size == cpu.large.size else { return old }
                let new = sample(series, size: old.size)
                return new.cpu < old.cpu ? new : old
            }
            let confirmed = GrowthVerdict.findings(baseline: baseline, samples: again)
            findings = findings.filter { $0.what != "CPU" } + confirmed.filter { $0.what == "CPU" }
        }
        var reported: Set<String> = []
        for finding in findings where reported.insert(finding.what).inserted {
            record(
                .superlinear,
                "\(series.name): \(finding.what) grew over \(Int(GrowthVerdict.factor))× from a size to 8× that size",
                describe(series, size: finding.large.size), detail: finding.detail)
        }
    }

    /// The least CPU and bytes of up to three measurements of one size (fewer when each is expensive).
    private func sample(_ series: GrowthSeries, size: Int) -> CostSample {
        var observer: EventStream?
        if case .stream(let target, true) = series.shape {
            observer = openQuietly(target(size), headers: [])
        }
        defer { observer?.close() }
        var best = measure(series, size: size, observer: observer)
        var repeats = best.cpu < 0.05 ? 2 : best.cpu < 0.5 ? 1 : 0
        while repeats > 0, Date() < budget.deadline {
            repeats -= 1
            let next = measure(series, size: size, observer: observer)
            guard next.status == best.status else { continue }
            best.cpu = min(best.cpu, next.cpu)
            best.bytes = min(best.bytes, next.bytes)
            best.fanOutBytes = min(best.fanOutBytes, next.fanOutBytes)
        }
        return best
    }

    private func measure(_ series: GrowthSeries, size: Int, observer: EventStream?) -> CostSample {
        result.casesRun += 1
        switch series.shape {
        case .request(let request):
            return meter.measure(request(size), size: size)
        case .stream(let target, _):
            return meter.measureStream(target: target(size), size: size, observer: observer)
        case .subscriptionUpdate(let body):
            guard let owner = openQuietly("/event-stream?channels=fuzz-update", headers: []),
                let connect = owner.waitForFrame(timeout: budget.requestTimeout, where: \.isConnect)?.body,
                let path = OwnedSubscription.target(of: connect["updateSubscriberUrl"])
            else { return CostSample(size: size, status: nil, cpu: 0, bytes: 0, fanOutBytes: 0) }
            defer { owner.close() }
            let cookie = owner.head?.headers.first {
                $0.name.lowercased() == "set-cookie" && $0.value.hasPrefix("ss-id=")
            }
            let headers = cookie.map { [("Cookie", String($0.value.prefix { $0 != ";" }))] } ?? []
            let request = FuzzCase(
                label: "UpdateEventSubscriber with \(size) channels", method: "POST", target: Array(path.utf8),
                headers: headers + [("Content-Type", "application/json")], body: JSONBody.bytes(body(size)))
            return meter.measure(request, size: size)
        }
    }

    /// A stream opened before a measurement, once the server has finished opening it.
    private func openQuietly(_ target: String, headers: [(name: String, value: String)]) -> EventStream? {
        guard let stream = EventStream(port: port, target: target, headers: headers, timeout: budget.requestTimeout)
        else { return nil }
        _ = stream.waitForHead(timeout: budget.requestTimeout)
        meter.settle { stream.bodyBytes }
        return stream
    }

    /// A reproducer of `series` at `size`.
    private func describe(_ series: GrowthSeries, size: Int) -> FuzzCase {
        switch series.shape {
        case .request(let request):
            return request(size)
        case .stream(let target, _):
            return FuzzCase(label: "\(series.name) \(size)", method: "GET", target: Array(target(size).utf8))
        case .subscriptionUpdate(let body):
            return FuzzCase(
                label: "\(series.name) \(size)", method: "POST", target: Array("/event-subscribers/{id}".utf8),
                headers: [("Content-Type", "application/json")], body: JSONBody.bytes(body(size)))
        }
    }

    private func record(_ kind: Failure.Kind, _ signature: String, _ request: FuzzCase, detail: String) {
        result.failures += 1
        log.record(Failure(kind: kind, signature: signature, detail: detail), case: request, campaign: result.name)
    }
}
