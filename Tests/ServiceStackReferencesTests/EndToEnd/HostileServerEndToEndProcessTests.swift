import Foundation
import ServiceStackReferences
import TestSupport
import Testing

/// `x` and its fetcher against servers that drip, flood, loop or send terminal commands.
@Suite(.tags(.processes)) struct HostileServerEndToEndProcessTests {
    @Test func controlCharactersInAnswersAreEscapedOnTheTerminal() async throws {
        let answer = "\u{1B}]0;pwned\u{07}\u{1B}[2J\u{9B}31m not Swift"
        let server = try HostileServer(routes: [
            "/ansi/types/swift": .respond(status: 200, headers: ["Content-Type": "text/plain"], body: Data(answer.utf8))
        ])
        defer { server.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try await XExecutable.run(["swift", server.baseUrl + "/ansi", "Api"], in: folder.url)
        #expect(run.status != 0, "\(run)")
        let printed = run.standardOutput + run.standardError
        #expect(!printed.unicodeScalars.contains { [0x1B, 0x07, 0x9B].contains($0.value) }, "\(run)")
        #expect(run.standardError.contains(#"\u{1B}]0;pwned\u{7}\u{1B}[2J\u{9B}31m not Swift"#), "\(run)")
    }

    @Test func slowAnswersHitTheWholeCallTimeout() async throws {
        let drip = HostileBehaviour.dripBody(
            interval: .milliseconds(100), body: Data(String(repeating: "/", count: 40).utf8))
        let server = try HostileServer(routes: ["/types/swift": drip])
        defer { server.stop() }
        let fetcher = HTTPFetcher(timeout: 1)
        await #expect(throws: ReferenceError.timedOut(url: server.baseUrl + "/types/swift")) {
            _ = try await fetcher.get(try #require(URL(string: server.baseUrl + "/types/swift")), accept: "text/plain")
        }
    }

    @Test func answersOverTheLimitStopEarly() async throws {
        let bomb = GzipBody.make(repeating: UInt8(ascii: "/"), count: 64 * 1024 * 1024, checksum: false)
        let server = try HostileServer(routes: [
            "/types/swift": .respond(
                status: 200, headers: ["Content-Type": "text/plain", "Content-Encoding": "gzip"], body: bomb)
        ])
        defer { server.stop() }
        let fetcher = HTTPFetcher(maxResponseBytes: 100_000)
        await #expect(throws: ReferenceError.responseTooLarge(url: server.baseUrl + "/types/swift", limit: 100_000)) {
            _ = try await fetcher.get(try #require(URL(string: server.baseUrl + "/types/swift")), accept: "text/plain")
        }
    }

    @Test func redirectLoopsAreNamed() async throws {
        let server = try HostileServer(routes: ["/types/swift": .redirect(to: "/types/swift")])
        defer { server.stop() }
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let run = try await XExecutable.run(["swift", server.baseUrl, "Api"], in: folder.url)
        #expect(run.status != 0, "\(run)")
        #expect(run.standardError.contains("\(server.baseUrl)/types/swift"), "\(run)")
        #expect(run.standardError.contains("redirects in a loop"), "\(run)")
    }
}
