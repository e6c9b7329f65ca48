import Foundation
import FuzzHarness
import FuzzedServers
import Testing

/// The harness plans, from the servers' own metadata, the cases that found the original bugs.
@Suite("Fuzz harness coverage")
struct HarnessCoverageTests {
    @Test(
        "The test server's plan holds the inputs of the original findings",
        arguments: [
            "EchoTypes.DateTime=1e400 (json)", "EchoTypes.DateTime=int64max+1 (json)",
            "EchoTypes.DateTime=-1e400 (json)", "AllTypes.NullableDateTime=1e400 (json)",
            "EchoTypes.TimeSpan=30digits (json)", "AllTypes.NullableTimeSpan=30digits (query)",
            "ThrowHttpError.Status=1000 (query)", "ThrowHttpError.Status=-1 (query)",
            "AllTypes.Float=1e39 (json)", "AllTypes.Double=NaN (query)",
            "TestFileUploads body:multipart-non-ascii-header-name", "framing:chunked-bad-size",
        ])
    func testServerPlan(label: String) async throws {
        let labels = try await Self.testServerLabels.value
        #expect(labels.contains { $0.lowercased().hasPrefix(label.lowercased()) }, "no case labelled \(label)")
    }

    @Test(
        "The TechStacks plan holds AutoQuery's orderBy and implicit Contains filters",
        arguments: ["QueryTechnology.orderBy=list-2001", "QueryTechnology.NameContains=long-50k"])
    func techStacksPlan(label: String) async throws {
        let labels = try await Self.techStacksLabels.value
        #expect(labels.contains { $0.lowercased().hasPrefix(label.lowercased()) }, "no case labelled \(label)")
    }

    @Test("A planned case read back from its HTTP bytes is the same request")
    func caseRoundTrip() async throws {
        let plan = UncheckedPlan(value: try await MemoryCampaign.plan(server: .testServer, seed: 3))
        let pairs = await Self.offThePool {
            stride(from: 0, to: 3_000, by: 7).compactMap { index -> (FuzzCase, FuzzCase)? in
                let original = plan.value.fuzzCase(at: index)
                guard original.isStructured else { return nil }
                return (original, FuzzCase.parse(httpBytes: original.httpBytes(), label: original.label))
            }
        }
        #expect(!pairs.isEmpty)
        for (original, parsed) in pairs {
            #expect(parsed.method == original.method, "\(original.label)")
            #expect(parsed.target == original.target, "\(original.label)")
            #expect(parsed.body == original.body, "\(original.label)")
        }
    }

    @Test("The same seed plans the same cases; another seed changes the random ones")
    func seedDeterminesPlan() async throws {
        let plans = UncheckedPlans(
            value: [
                try await MemoryCampaign.plan(server: .testServer, seed: 11),
                try await MemoryCampaign.plan(server: .testServer, seed: 11),
                try await MemoryCampaign.plan(server: .testServer, seed: 12),
            ])
        let digests = await Self.offThePool { plans.value.map(Self.digest) }
        #expect(digests[0] == digests[1])
        #expect(digests[0] != digests[2])
    }

    /// Label, target and body of the first cases (headers carry a fresh bearer token each time).
    private static func digest(_ plan: CasePlan) -> [String] {
        (0..<400).map { index in
            let fuzzCase = plan.fuzzCase(at: index)
            return "\(fuzzCase.label) \(FuzzCase.escaped(fuzzCase.target, limit: 200)) \(fuzzCase.body.hashValue)"
        }
    }

    private static let testServerLabels = Task { try await labels(.testServer) }
    private static let techStacksLabels = Task { try await labels(.techStacks) }

    /// Every label of the server's plan, listed once per run and on a thread of its own: it takes long enough
    /// to starve the in-process servers other tests talk to if it ran on the cooperative pool.
    private static func labels(_ server: FuzzServer) async throws -> [String] {
        let plan = UncheckedPlan(value: try await MemoryCampaign.plan(server: server, seed: 1))
        return await withCheckedContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(returning: (0..<plan.value.count).map { plan.value.label(at: $0) })
            }
        }
    }

    /// Runs CPU-bound work on a thread of its own, so it cannot starve the in-process servers (and the client
    /// deadlines) other tests rely on, which run on the two-thread cooperative pool.
    private static func offThePool<T>(_ work: @escaping @Sendable () -> T) async -> T {
        let result = await withCheckedContinuation { (continuation: CheckedContinuation<UncheckedResult<T>, Never>) in
            Thread.detachNewThread { continuation.resume(returning: UncheckedResult(value: work())) }
        }
        return result.value
    }

    private struct UncheckedPlan: @unchecked Sendable { let value: CasePlan }
    private struct UncheckedPlans: @unchecked Sendable { let value: [CasePlan] }
    private struct UncheckedResult<T>: @unchecked Sendable { let value: T }
}
