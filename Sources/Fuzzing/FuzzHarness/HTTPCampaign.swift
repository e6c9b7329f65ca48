import Foundation

/// Drives one server binary, running as a child process, over real HTTP on 127.0.0.1.
package enum HTTPCampaign {
    package static func run(
        server: FuzzServer, seed: UInt64, budget: CampaignBudget, log: FailureLog, scratch: URL, binaries: URL
    ) throws -> CampaignResult {
        let started = Date()
        var result = CampaignResult(name: "\(server.name)/http")
        let process = try server.launch(scratch: scratch, binaries: binaries)
        defer { process.stop() }
        let metadata = try fetchMetadata(port: process.port, timeout: budget.requestTimeout)
        let catalog = try ServiceCatalog(metadata: metadata)
        let token = Credentials.bearerToken(catalog: catalog) { request in
            RawHTTPClient.exchange(request.httpBytes(), port: process.port, timeout: budget.requestTimeout)
        }
        let plan = CasePlan(catalog: catalog, seed: seed, extraHeaders: Credentials.headers(token))
        result.planSize = plan.count
        var skippedClasses: Set<String> = []
        for index in 0..<plan.count {
            if Date() >= budget.deadline || result.casesRun >= budget.maxCases { break }
            let fuzzCase = plan.fuzzCase(at: index)
            if skippedClasses.contains(fuzzCase.crashClass) {
                result.skipped += 1
                continue
            }
            result.casesRun += 1
            let outcome = RawHTTPClient.exchange(
                fuzzCase.httpBytes(), port: process.port, timeout: budget.requestTimeout,
                halfClose: !fuzzCase.isStructured)
            guard let failure = judge(outcome, fuzzCase: fuzzCase, process: process),
                !server.allows(failure, operation: fuzzCase.operation)
            else { continue }
            result.failures += 1
            log.record(failure, case: fuzzCase, campaign: result.name)
            if failure.kind == .died || failure.kind == .hang {
                skippedClasses.insert(fuzzCase.crashClass)
                guard result.restarts < budget.maxRestarts else {
                    result.note = "stopped after \(result.restarts) restarts"
                    break
                }
                result.restarts += 1
                try process.start()
            }
        }
        result.seconds = Date().timeIntervalSince(started)
        return result
    }

    static func judge(_ outcome: ExchangeOutcome, fuzzCase: FuzzCase, process: ServerProcess) -> Failure? {
        switch outcome {
        case .answered(let status, let body):
            if !process.isAlive() { return died(process) }
            return Failure.judge(status: status, body: body)
        case .closedWithoutAnswer, .connectFailed:
            if !process.isAlive(grace: 2) { return died(process) }
            if fuzzCase.isStructured {
                return Failure(kind: .dropped, signature: "connection closed without an answer", detail: "")
            }
            return nil
        case .timedOut:
            if !process.isAlive(grace: 2) { return died(process) }
            return Failure(kind: .hang, signature: "no answer (HTTP)", detail: "")
        }
    }

    private static func died(_ process: ServerProcess) -> Failure {
        Failure.died(errorText: process.errorText(), termination: process.terminationDescription)
    }

    static func fetchMetadata(port: Int, timeout: Double) throws -> Data {
        let request = FuzzCase(label: "metadata", method: "GET", target: Array("/types/metadata".utf8))
        guard case .answered(200, let body) = RawHTTPClient.exchange(request.httpBytes(), port: port, timeout: timeout)
        else { throw HarnessError.metadataUnavailable }
        return Data(body)
    }
}

package enum HarnessError: Error, CustomStringConvertible {
    case metadataUnavailable
    case worker(String)

    package var description: String {
        switch self {
        case .metadataUnavailable: "the server did not answer GET /types/metadata with 200"
        case .worker(let message): message
        }
    }
}
