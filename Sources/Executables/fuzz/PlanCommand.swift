import ArgumentParser
import Foundation
import FuzzHarness
import FuzzedServers

/// `fuzz plan --server test-server --first 100`: the labels of a server's cases, in the order they are sent.
struct PlanCommand: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        commandName: "plan", abstract: "Lists the first cases of a server's plan, in the order they are sent.")

    @Option(help: "test-server or techstacks-server.")
    var server: String = FuzzServer.testServer.name

    @Option(help: "Seed of the random cases.")
    var seed: UInt64 = 1

    @Option(help: "How many cases to list.")
    var first: Int = 100

    @Option(help: "Only cases whose label contains this text.")
    var matching: String?

    func run() async throws {
        let chosen = try FuzzServer.named(server)
        let plan = try await MemoryCampaign.plan(server: chosen, seed: seed)
        print("\(plan.count) cases planned for \(chosen.name)")
        var listed = 0
        for index in 0..<plan.count where listed < first {
            let label = plan.label(at: index)
            if let matching, !label.contains(matching) { continue }
            print("\(index)\t\(label)")
            listed += 1
        }
    }
}
