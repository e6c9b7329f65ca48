import Foundation
import FuzzParsers
import ServiceStackServer

/// Replays corpus entries in this process: parser inputs through their entry function, HTTP requests through
/// the in-memory host and over real HTTP to the same services started on 127.0.0.1.
package final class CorpusReplay {
    /// By server name.
    private var inMemory: [String: InMemoryServer] = [:]
    /// By server name.
    private var listening: [String: ListeningServer] = [:]

    package init() {}

    /// Every way the entry failed (empty when it passed). A trap ends the process: replay known traps in a child.
    package func replay(_ entry: Corpus.Entry) async throws -> [String] {
        switch entry.kind {
        case .parser(let target):
            target.run(entry.bytes)
            return []
        case .http(let server):
            let fuzzCase = FuzzCase.parse(httpBytes: entry.bytes, label: entry.relativePath)
            var problems: [String] = []
            if fuzzCase.isStructured, let outcome = await InMemoryExchange.send(fuzzCase, to: try await host(server)) {
                if let failure = Self.judge(outcome, fuzzCase), !server.allows(failure, operation: fuzzCase.operation) {
                    problems.append("in memory: \(Self.describe(failure))")
                }
            }
            let port = try await port(server)
            let outcome = await RawHTTPClient.exchangeOffThePool(
                fuzzCase.httpBytes(), port: port, timeout: 30, halfClose: !fuzzCase.isStructured)
            if let failure = Self.judge(outcome, fuzzCase), !server.allows(failure, operation: fuzzCase.operation) {
                problems.append("over HTTP: \(Self.describe(failure))")
            }
            return problems
        }
    }

    /// Stops the servers the replay started.
    package func close() async {
        for server in inMemory.values { await server.close() }
        for server in listening.values { await server.stop() }
        inMemory = [:]
        listening = [:]
    }

    static func judge(_ outcome: ExchangeOutcome, _ fuzzCase: FuzzCase) -> Failure? {
        switch outcome {
        case .answered(let status, let body): Failure.judge(status: status, body: body)
        case .closedWithoutAnswer, .connectFailed:
            fuzzCase.isStructured ? Failure(kind: .dropped, signature: "connection closed", detail: "") : nil
        case .timedOut: Failure(kind: .hang, signature: "no answer", detail: "")
        }
    }

    private static func describe(_ failure: Failure) -> String {
        "\(failure.kind.rawValue): \(failure.signature)"
    }

    private func host(_ server: FuzzServer) async throws -> ServiceStackHost {
        if let existing = inMemory[server.name] { return existing.host }
        let made = try await server.makeHost()
        inMemory[server.name] = made
        return made.host
    }

    private func port(_ server: FuzzServer) async throws -> Int {
        if let existing = listening[server.name] { return existing.port }
        let running = try await server.listen()
        listening[server.name] = running
        return running.port
    }
}
