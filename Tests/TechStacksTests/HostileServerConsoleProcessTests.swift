import Foundation
import TestSupport
import Testing

/// The console against a server that answers with nothing, or with names that are terminal commands.
@Suite("techstacks console against a hostile server", .tags(.processes))
struct HostileServerConsoleProcessTests {
    /// Names that would clear the screen, set the window title and turn text red if printed raw.
    static let overview = #"""
        {"topTechnologies":[{"name":"\u001b[2J\u001b]0;pwned\u0007Evil","tier":"ProgrammingLanguage","stacksCount":1}],
        "topTechnologiesByTier":{"\u001b[31mTier":[{"name":"Red\u009b31m","stacksCount":2}]},
        "popularTechStacks":[{"name":"Stack\r\u001b[1A","slug":"s","viewCount":3,"description":"multi\nline\u001b[0m"}],
        "latestTechStacks":[{"name":"Latest","technologyChoices":[{"name":"\u001bcReset"}]}]}
        """#

    @Test func controlCharactersFromTheServerAreEscaped() async throws {
        let server = try HostileServer(routes: ["/api/Overview": .json(Self.overview)])
        defer { server.stop() }
        let result = try await ConsoleProcess.run(["overview", "--base-url", server.baseUrl])
        #expect(result.status == 0, "\(result.error)")
        for text in [result.output, result.error] {
            #expect(!text.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x9B || $0.value == 0x0D })
        }
        #expect(result.output.contains(#"\u{1B}[2J\u{1B}]0;pwned\u{7}Evil"#), "\(result.output)")
        #expect(result.output.contains(#"\u{1B}[31mTier"#))
        #expect(result.output.contains(#"Red\u{9B}31m"#))
        #expect(result.output.contains(#"Stack\u{D}\u{1B}[1A"#))
        #expect(result.output.contains(#"multi line\u{1B}[0m"#))
        #expect(result.output.contains(#"\u{1B}cReset"#))
    }

    @Test func anEmptyOkResponseIsAnError() async throws {
        let server = try HostileServer(routes: ["/api/Overview": .emptyJson])
        defer { server.stop() }
        let result = try await ConsoleProcess.run(["overview", "--base-url", server.baseUrl])
        #expect(result.status != 0, "\(result.output)")
        #expect(result.error.contains("OverviewResponse"), "\(result.error)")
        #expect(result.error.contains("empty"), "\(result.error)")
        #expect(!result.output.contains("Top technologies"))
    }

    @Test func errorMessagesFromTheServerAreEscaped() async throws {
        let failure = HostileBehaviour.respond(
            status: 500, headers: ["Content-Type": "application/json"],
            body: Data(#"{"responseStatus":{"errorCode":"Oops\u001b[2J","message":"down\u001b]0;pwned\u0007"}}"#.utf8))
        let server = try HostileServer(routes: ["/api/GetTechnology": failure])
        defer { server.stop() }
        let result = try await ConsoleProcess.run(["tech", "swift", "--base-url", server.baseUrl])
        #expect(result.status != 0)
        #expect(!result.error.unicodeScalars.contains { $0.value == 0x1B || $0.value == 0x07 }, "\(result.error)")
        #expect(result.error.contains(#"500 Oops\u{1B}[2J: down\u{1B}]0;pwned\u{7}"#), "\(result.error)")
    }
}
