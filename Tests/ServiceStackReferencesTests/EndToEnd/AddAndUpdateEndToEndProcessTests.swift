import Foundation
import TestSupport
import Testing

/// `x swift URL [Name]`, `x swift FILE` and `x swift` against the conformance test server.
@Suite(.serialized, .tags(.processes))
struct AddAndUpdateEndToEndProcessTests {
    @Test func addNamesFilesAsTheOfficialTools() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }

            let first = try await XExecutable.run(["swift", server], in: folder.url)
            #expect(first.status == 0, "\(first)")
            #expect(first.standardOutput.contains("Saved    dtos.swift from \(server)/types/swift"), "\(first)")
            let dtos = try folder.read("dtos.swift")
            #expect(dtos.hasPrefix("/* Options:"))
            #expect(dtos.contains("\nBaseUrl: \(server)\n"))
            #expect(dtos.contains("public class Hello : IReturn"))

            let named = try await XExecutable.run(["swift", server + "/", "Api"], in: folder.url)
            #expect(named.status == 0, "\(named)")
            #expect(try folder.read("Api.dtos.swift").contains("public class Hello : IReturn"))

            let byHost = try await XExecutable.run(["swift", server], in: folder.url)
            #expect(byHost.status == 0, "\(byHost)")
            #expect(FileManager.default.fileExists(atPath: folder.file("127-0-0-1.dtos.swift").path))
        }
    }

    @Test func aHostAndPortWithoutSchemeIsCalledOverHttp() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let bare = String(server.dropFirst("http://".count))
            let added = try await XExecutable.run(["swift", bare, "Api"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            #expect(try folder.read("Api.dtos.swift").contains("\nBaseUrl: \(server)\n"))
        }
    }

    @Test func uncommentedHeaderOptionsAreKeptWhenUpdating() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let added = try await XExecutable.run(["swift", server, "Api"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let original = try folder.read("Api.dtos.swift")
            #expect(original.contains("\n//IncludeTypes: \n"))
            #expect(original.contains("class HelloAllTypes"))

            try folder.write(
                original.replacingOccurrences(of: "\n//IncludeTypes: \n", with: "\nIncludeTypes: Hello.*\n"),
                to: "Api.dtos.swift")
            let updated = try await XExecutable.run(["swift", "Api.dtos.swift"], in: folder.url)
            #expect(updated.status == 0, "\(updated)")
            #expect(updated.standardOutput.contains("Updated  Api.dtos.swift"), "\(updated)")
            let filtered = try folder.read("Api.dtos.swift")
            #expect(filtered.contains("\nIncludeTypes: Hello.*\n"))
            #expect(filtered.contains("public class Hello : IReturn"))
            #expect(filtered.contains("public class HelloResponse"))
            #expect(!filtered.contains("class HelloAllTypes"))
            #expect(!filtered.contains("class HelloReturnVoid"))

            let again = try await XExecutable.run(["swift", "Api"], in: folder.url)
            #expect(again.status == 0, "\(again)")
            #expect(try folder.read("Api.dtos.swift") == filtered, "only the Date: line would change")
        }
    }

    @Test func commandLineOptionsAreSentAndKeptInTheHeader() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let added = try await XExecutable.run(
                ["swift", server, "Api", "--include", "Hello.*", "--qs", "AddResponseStatus=true"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let text = try folder.read("Api.dtos.swift")
            #expect(text.contains("\nIncludeTypes: Hello.*\n"))
            #expect(text.contains("\nAddResponseStatus: True\n"))
            #expect(!text.contains("class HelloAllTypes"))
        }
    }

    @Test func updateAllUpdatesEveryReferenceBelowTheFolder() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let added = try await XExecutable.run(["swift", server, "Api"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let fresh = try folder.read("Api.dtos.swift")
            let stale = fresh.replacingOccurrences(
                of: "public class Hello : IReturn", with: "public class Old : IReturn")
            let paths = ["Api.dtos.swift", "Sources/App/dtos.swift", "Sources/Lib/Deep/Other.dtos.swift"]
            for path in paths { try folder.write(stale, to: path) }
            for hidden in [".build/checkouts/Dep.dtos.swift", ".git/Git.dtos.swift"] {
                try folder.write("junk", to: hidden)
            }

            let run = try await XExecutable.run(["swift"], in: folder.url)
            #expect(run.status == 0, "\(run)")
            for path in paths {
                #expect(run.standardOutput.contains("Updated  \(path) from \(server)/types/swift"), "\(run)")
                #expect(try folder.read(path).contains("public class Hello : IReturn"), "\(path)")
            }
            #expect(run.standardOutput.contains("3 references: 3 updated"), "\(run)")
            #expect(try folder.read(".build/checkouts/Dep.dtos.swift") == "junk")
            #expect(try folder.read(".git/Git.dtos.swift") == "junk")
        }
    }

    @Test func verboseRequestsAndHelpWithExamples() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let run = try await XExecutable.run(
                ["sw", server, "Api", "--verbose", "--ignore-ssl-errors"], in: folder.url)
            #expect(run.status == 0, "\(run)")
            #expect(run.standardError.contains("GET \(server)/types/swift"), "\(run)")
        }
        let help = try await XExecutable.run(["swift", "--help"], in: FileManager.default.temporaryDirectory)
        #expect(help.status == 0)
        #expect(help.standardOutput.contains("Examples:") && help.standardOutput.contains("--check"), "\(help)")
    }
}
