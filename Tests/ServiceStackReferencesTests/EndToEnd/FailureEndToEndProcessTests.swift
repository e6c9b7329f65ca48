import Foundation
import TestSupport
import Testing

/// Every failure leaves the reference byte-identical, prints what happened and exits non-zero.
@Suite(.serialized, .tags(.processes))
struct FailureEndToEndProcessTests {
    /// A folder with `Api.dtos.swift` generated offline, its `BaseUrl` set to `baseUrl`.
    static func seededFolder(baseUrl: String) async throws -> TemporaryFolder {
        let folder = try TemporaryFolder()
        _ = try SampleMetadata.write(in: folder.url)
        let seeded = try await XExecutable.run(
            ["swift", "--metadata", "api.json", "Api", "--base-url", baseUrl], in: folder.url)
        #expect(seeded.status == 0, "\(seeded)")
        return folder
    }

    /// Runs x and expects a failure that leaves `Api.dtos.swift` as it was; returns the run.
    @discardableResult
    static func expectFailure(
        _ arguments: [String], in folder: TemporaryFolder, file: String = "Api.dtos.swift", mentions: String
    ) async throws -> XRun {
        let before = try Data(contentsOf: folder.file(file))
        let run = try await XExecutable.run(arguments, in: folder.url)
        #expect(run.status != 0, "\(run)")
        #expect(run.standardError.contains(mentions), "\(run)")
        #expect(try Data(contentsOf: folder.file(file)) == before, "\(file) changed")
        return run
    }

    @Test func unreachableServer() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        try await Self.expectFailure(["swift", "Api.dtos.swift"], in: folder, mentions: "could not reach")
        try await Self.expectFailure(["swift", "http://127.0.0.1:1", "Api"], in: folder, mentions: "could not reach")
    }

    @Test func notFoundHtmlErrorStatusAndNonSwiftAnswers() async throws {
        try await MisbehavingServer.run { server in
            let folder = try await Self.seededFolder(baseUrl: server)
            defer { folder.remove() }
            let original = try folder.read("Api.dtos.swift")
            let cases = [
                (MisbehavingServer.missing, "answered HTTP 404"),
                (MisbehavingServer.html, "HTML page"),
                (MisbehavingServer.text, "did not return DTO source"),
                (MisbehavingServer.failing, "HTTP 500: Database is down"),
            ]
            for (path, message) in cases {
                try folder.write(
                    original.replacingOccurrences(of: "BaseUrl: \(server)", with: "BaseUrl: \(server)\(path)"),
                    to: "Api.dtos.swift")
                try await Self.expectFailure(["swift", "Api.dtos.swift"], in: folder, mentions: message)
                try await Self.expectFailure(["swift", "--local", "Api.dtos.swift"], in: folder, mentions: server)
                try await Self.expectFailure(["swift", server + path, "Api"], in: folder, mentions: message)
            }
        }
    }

    @Test func headerWithoutBaseUrlOrOptions() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        let original = try folder.read("Api.dtos.swift")
        try folder.write(
            original.replacingOccurrences(of: "BaseUrl: http://127.0.0.1:1\n", with: ""), to: "Api.dtos.swift")
        try await Self.expectFailure(["swift", "Api.dtos.swift"], in: folder, mentions: "has no BaseUrl")
        try folder.write("import Foundation\n", to: "Api.dtos.swift")
        try await Self.expectFailure(
            ["swift", "Api.dtos.swift"], in: folder, mentions: "not an existing ServiceStack reference")
        try await Self.expectFailure(
            ["swift", "--metadata", "api.json", "Api"], in: folder, mentions: "not an existing ServiceStack reference")
    }

    @Test func badValuesInTheHeaderOrOnTheCommandLine() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        let original = try folder.read("Api.dtos.swift")
        try folder.write(
            original.replacingOccurrences(of: "//AddResponseStatus: False", with: "AddResponseStatus: maybe"),
            to: "Api.dtos.swift")
        try await Self.expectFailure(
            ["swift", "--metadata", "api.json", "Api"], in: folder, mentions: "invalid value 'maybe'")
        try folder.write(
            original.replacingOccurrences(of: "BaseUrl: http://127.0.0.1:1", with: "BaseUrl: not a url"),
            to: "Api.dtos.swift")
        try await Self.expectFailure(["swift", "Api.dtos.swift"], in: folder, mentions: "not a usable server URL")
        try await Self.expectFailure(
            ["swift", "http//127.0.0.1:1", "Api"], in: folder, mentions: "first must be the server URL")
        try await Self.expectFailure(["swift", "ftp://127.0.0.1", "Api"], in: folder, mentions: "http:// or https://")
        try await Self.expectFailure(
            ["swift", "--qs", "novalue", "Api"], in: folder, mentions: "--qs expects key=value")
    }

    @Test func unreadableAndUnwritableFiles() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.file("Api.dtos.swift").path)
        try await Self.expectFailure(["swift", "--metadata", "api.json", "Api"], in: folder, mentions: "read-only")

        try FileManager.default.createDirectory(
            at: folder.file("Folder.dtos.swift/inner"), withIntermediateDirectories: true)
        let folderRun = try await XExecutable.run(
            ["swift", "--metadata", "api.json", "Folder.dtos.swift"], in: folder.url)
        #expect(folderRun.status != 0 && folderRun.standardError.contains("it is a folder"), "\(folderRun)")

        try Data([0xFF, 0xFE, 0xC3, 0x28]).write(to: folder.file("Binary.dtos.swift"))
        try await Self.expectFailure(
            ["swift", "--metadata", "api.json", "Binary.dtos.swift"], in: folder, file: "Binary.dtos.swift",
            mentions: "not UTF-8")

        let missing = try await XExecutable.run(["swift", "Missing.dtos.swift"], in: folder.url)
        #expect(
            missing.status != 0 && missing.standardError.contains("Missing.dtos.swift does not exist"), "\(missing)")
    }

    @Test func brokenMetadataDocument() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        try folder.write(#"{"types": 3}"#, to: "broken.json")
        try await Self.expectFailure(["swift", "--metadata", "broken.json", "Api"], in: folder, mentions: "types")
        try await Self.expectFailure(
            ["swift", "--metadata", "missing.json", "Api"], in: folder, mentions: "missing.json does not exist")
    }

    @Test func updatingAFolderGoesOnAfterAFailureAndExitsNonZero() async throws {
        let folder = try await Self.seededFolder(baseUrl: "http://127.0.0.1:1")
        defer { folder.remove() }
        let good = try folder.read("Api.dtos.swift")
        try folder.write(good.replacingOccurrences(of: "class Ping", with: "class Pong"), to: "Sources/One.dtos.swift")
        try folder.write("no header\n", to: "Sources/Bad.dtos.swift")
        let run = try await Self.expectFailure(
            ["swift", "--metadata", "api.json", "."], in: folder, file: "Sources/Bad.dtos.swift",
            mentions: "Failed   ./Sources/Bad.dtos.swift")
        #expect(run.standardOutput.contains("Updated  ./Sources/One.dtos.swift"), "\(run)")
        #expect(run.standardOutput.contains("3 references: 1 updated, 1 unchanged, 1 failed"), "\(run)")
        #expect(try folder.read("Sources/One.dtos.swift").contains("class Ping"))
    }
}
