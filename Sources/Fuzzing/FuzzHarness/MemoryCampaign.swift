import Foundation
import ServiceStackServer

/// Drives a server's services through the in-memory host in a worker process, so a trap kills the worker
/// (and names its case) rather than the harness.
package enum MemoryCampaign {
    /// Supervises `fuzz memory-worker` processes over the whole plan.
    package static func run(
        server: FuzzServer, seed: UInt64, budget: CampaignBudget, log: FailureLog, scratch: URL, fuzzExecutable: URL
    ) async throws -> CampaignResult {
        let inMemory = try await server.makeHost()
        let metadata = try await fetchMetadata(from: inMemory.host)
        let token = await bearerToken(catalog: try ServiceCatalog(metadata: metadata), host: inMemory.host)
        await inMemory.close()
        let metadataFile = scratch.appendingPathComponent("\(server.name)-metadata.json")
        try metadata.write(to: metadataFile)
        let plan = CasePlan(
            catalog: try ServiceCatalog(metadata: metadata), seed: seed, extraHeaders: Credentials.headers(token))
        var arguments = [
            "memory-worker", "--server", server.name, "--metadata", metadataFile.path, "--seed", "\(seed)",
        ]
        if let token { arguments += ["--token", token] }
        let supervisor = WorkerSupervisor(
            executable: fuzzExecutable, arguments: arguments, scratch: scratch, planSize: plan.count,
            caseAt: plan.fuzzCase(at:), allows: { server.allows($0, operation: $1.operation) })
        return try supervisor.run(name: "\(server.name)/memory", budget: budget, log: log)
    }

    /// The plan of `server`'s cases, from the metadata of its host in this process.
    package static func plan(server: FuzzServer, seed: UInt64) async throws -> CasePlan {
        let inMemory = try await server.makeHost()
        let metadata = try await fetchMetadata(from: inMemory.host)
        let catalog = try ServiceCatalog(metadata: metadata)
        let token = await bearerToken(catalog: catalog, host: inMemory.host)
        await inMemory.close()
        return CasePlan(catalog: catalog, seed: seed, extraHeaders: Credentials.headers(token))
    }

    /// The worker: runs plan cases from `range.from` in this process and prints `WorkerLine`s.
    package static func work(
        server: FuzzServer, metadata: Data, seed: UInt64, token: String?, range: WorkerRange
    ) async throws {
        let inMemory = try await server.makeHost()
        let plan = CasePlan(
            catalog: try ServiceCatalog(metadata: metadata), seed: seed, extraHeaders: Credentials.headers(token))
        var run = 0
        for index in range.from..<plan.count {
            if run >= range.maxCases || Date() >= range.until { break }
            let fuzzCase = plan.fuzzCase(at: index)
            guard !range.skippedClasses.contains(fuzzCase.crashClass) else {
                WorkerLine.skipped(index)
                continue
            }
            guard InMemoryExchange.urlRequest(for: fuzzCase) != nil else {
                WorkerLine.notApplicable(index)
                continue
            }
            WorkerLine.started(index)
            guard case .answered(let status, let body) = await InMemoryExchange.send(fuzzCase, to: inMemory.host) else {
                continue
            }
            WorkerLine.answered(index, status: status)
            if Failure.judge(status: status, body: body) != nil { WorkerLine.body(index, body) }
            run += 1
        }
        await inMemory.close()
        WorkerLine.finished()
    }

    static func fetchMetadata(from host: ServiceStackHost) async throws -> Data {
        let request = FuzzCase(label: "metadata", method: "GET", target: Array("/types/metadata".utf8))
        guard case .answered(200, let body) = await InMemoryExchange.send(request, to: host) else {
            throw HarnessError.metadataUnavailable
        }
        return Data(body)
    }

    static func bearerToken(catalog: ServiceCatalog, host: ServiceStackHost) async -> String? {
        guard catalog.operations.contains(where: { $0.name == "Authenticate" }),
            case .answered(200, let body) = await InMemoryExchange.send(Credentials.signIn, to: host)
        else { return nil }
        return Credentials.token(in: body)
    }
}
