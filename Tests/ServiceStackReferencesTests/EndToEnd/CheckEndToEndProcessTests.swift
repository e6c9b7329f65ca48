import Foundation
import TestSupport
import Testing

/// `x swift --check`: exit 0 when references match the server, 1 with a diff when stale; never writes.
@Suite(.serialized, .tags(.processes))
struct CheckEndToEndProcessTests {
    @Test func cleanAndStaleReferences() async throws {
        try await withTestServer { server in
            let folder = try TemporaryFolder()
            defer { folder.remove() }
            let added = try await XExecutable.run(["swift", server, "Api"], in: folder.url)
            #expect(added.status == 0, "\(added)")
            let original = try folder.read("Api.dtos.swift")
            // A different date alone is not a change.
            let redated = original.replacingOccurrences(
                of: #"Date: [0-9: -]+\n"#, with: "Date: 2001-01-01 00:00:00\n", options: .regularExpression)
            #expect(redated != original)
            try folder.write(redated, to: "Api.dtos.swift")

            let clean = try await XExecutable.run(["swift", "--check"], in: folder.url)
            #expect(clean.status == 0, "\(clean)")
            #expect(clean.standardOutput.contains("OK       Api.dtos.swift"), "\(clean)")

            let stale = redated.replacingOccurrences(
                of: "public class Hello : IReturn", with: "public class Hi : IReturn")
            try folder.write(stale, to: "Api.dtos.swift")
            let check = try await XExecutable.run(["swift", "--check"], in: folder.url)
            #expect(check.status == 1, "\(check)")
            #expect(check.standardOutput.contains("Stale    Api.dtos.swift"), "\(check)")
            #expect(check.standardOutput.contains("-public class Hi : IReturn"), "\(check)")
            #expect(check.standardOutput.contains("+public class Hello : IReturn"), "\(check)")
            #expect(try folder.read("Api.dtos.swift") == stale)

            let missing = try await XExecutable.run(["swift", server, "New", "--check"], in: folder.url)
            #expect(missing.status == 1, "\(missing)")
            #expect(!FileManager.default.fileExists(atPath: folder.file("New.dtos.swift").path))
        }
    }
}
