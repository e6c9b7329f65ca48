import Foundation
import ServiceStack
import Testing

@Suite("TechStacks.dtos.swift")
struct GeneratedDtosTests {
    /// The checked-in client DTOs must be what the demo server generates now; regenerate with
    /// `scripts/update-techstacks-dtos` (or `x swift`) when this fails.
    @Test func checkedInDtosMatchTheServer() async throws {
        let file = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
            .deletingLastPathComponent().appendingPathComponent("Examples/TechStacks/Client/TechStacks.dtos.swift")
        let checkedIn = try String(contentsOf: file, encoding: .utf8)
        try await withTechStacksServer { client in
            let downloaded = try await client.getDataAsync(url: "/types/swift")
            let (data, _) = try #require(downloaded)
            let served = String(decoding: data, as: UTF8.self)
            #expect(
                comparable(served) == comparable(checkedIn),
                "TechStacks.dtos.swift is stale: run scripts/update-techstacks-dtos")
        }
    }

    /// The file without the header lines that change per run (`Date:`, and `BaseUrl:` with its port).
    private func comparable(_ source: String) -> [Substring] {
        source.split(separator: "\n", omittingEmptySubsequences: false).filter {
            !$0.hasPrefix("Date:") && !$0.hasPrefix("BaseUrl:")
        }
    }
}
