import Foundation
import ServiceStackServer
import ServiceStackServerTesting
import Testing

@Suite struct ApiExplorerEndpointTests {
    private static func explorerHost() -> ServiceStackHost {
        let host = ServiceStackHost(name: "Explorer")
        host.enableApiExplorer()
        return host
    }

    @Test func thePageAndItsFilesAreServedWithAStrictPolicy() async throws {
        try await Self.explorerHost().test(.inMemory) { client in
            let files = [
                ("/ui", "text/html"), ("/ui/explorer.css", "text/css"), ("/ui/explorer.js", "text/javascript"),
            ]
            for (path, type) in files {
                let response = try await client.execute("GET", path)
                #expect(response.status == 200, "\(path)")
                #expect(response.header("Content-Type")?.hasPrefix(type) == true, "\(path)")
                let policy = response.header("Content-Security-Policy") ?? ""
                #expect(policy.contains("default-src 'none'"), "\(path): \(policy)")
                #expect(policy.contains("script-src 'self'"), "\(path): \(policy)")
                #expect(!policy.contains("unsafe"), "\(path): \(policy)")
                #expect(response.header("X-Content-Type-Options") == "nosniff")
            }
            // The explorer reads the app metadata, so enabling it serves that too.
            let appMetadata = try await client.execute("GET", "/metadata/app.json")
            #expect(appMetadata.status == 200)
        }
    }

    @Test func aFileNotChangedSinceTheCallerHadItAnswers304() async throws {
        try await Self.explorerHost().test(.inMemory) { client in
            let first = try await client.execute("GET", "/ui/explorer.js")
            let etag = try #require(first.header("ETag"))
            let again = try await client.execute("GET", "/ui/explorer.js", headers: ["If-None-Match": etag])
            #expect(again.status == 304)
            #expect(again.body.isEmpty)
            let other = try await client.execute("GET", "/ui/explorer.js", headers: ["If-None-Match": "\"0\""])
            #expect(other.status == 200)
            #expect(other.body == first.body)
        }
    }

    /// What a strict CSP would block, or what would let data run as markup, appears nowhere in the files.
    @Test func thePageHasNoInlineCodeAndTheScriptNeverWritesHTML() async throws {
        try await Self.explorerHost().test(.inMemory) { client in
            let page = try await client.execute("GET", "/ui").text
            let script = try await client.execute("GET", "/ui/explorer.js").text
            #expect(page.contains("<script src=\"/ui/explorer.js\""))
            #expect(page.components(separatedBy: "<script").count == 2)
            #expect(page.range(of: #"\son[a-z]+\s*="#, options: .regularExpression) == nil)
            #expect(!page.contains("style="))
            #expect(!page.contains("<style"))
            for sink in ["innerHTML", "outerHTML", "insertAdjacentHTML", "document.write", "eval(", "new Function"] {
                #expect(!script.contains(sink), "the script uses \(sink)")
            }
        }
    }
}
