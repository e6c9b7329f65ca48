import Foundation
import ServiceStackNativeTypes
import ServiceStackServer
import TestServices
import Testing

/// `HostConfig.writeDtosOnStart`: a started host writes its own DTOs, and leaves a current file untouched.
@Suite struct DtoFileSyncTests {
    private static func config(writing files: [DtoFileSync]) -> HostConfig {
        var config = HostConfig()
        config.nativeTypes.baseUrl = "https://api.example.org"
        config.writeDtosOnStart = files
        return config
    }

    private static func identity(of url: URL) throws -> (inode: Int, modified: Date?) {
        let attributes = try FileManager.default.attributesOfItem(atPath: url.path)
        return ((attributes[.systemFileNumber] as? NSNumber)?.intValue ?? -1, attributes[.modificationDate] as? Date)
    }

    @Test func startWritesTheHostsDtosAndASecondStartLeavesThemUntouched() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dto-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let swift = folder.appendingPathComponent("App/Sources/Api/Api.dtos.swift")
        let python = folder.appendingPathComponent("client/dtos.py")
        let config = Self.config(writing: [
            DtoFileSync(path: swift.path),
            DtoFileSync(path: python.path, language: .python),
        ])

        let first = try await makeTestHost(config: config).start()
        await first.stop()
        let written = try Data(contentsOf: swift)
        let text = String(decoding: written, as: UTF8.self)
        #expect(text.hasPrefix("/* Options:"))
        #expect(text.contains("\nBaseUrl: https://api.example.org\n"))
        #expect(text.contains("public class Hello : IReturn"))
        #expect(try String(contentsOf: python, encoding: .utf8).contains("class Hello("))
        let before = try Self.identity(of: swift)

        let second = try await makeTestHost(config: config).start()
        await second.stop()
        #expect(try Data(contentsOf: swift) == written)
        let after = try Self.identity(of: swift)
        #expect(after.inode == before.inode, "a current file is not replaced")
        #expect(after.modified == before.modified)
    }

    @Test func aStaleFileIsReplacedAndNoFileIsWrittenByDefault() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("dto-sync-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        let file = folder.appendingPathComponent("Api.dtos.swift")
        try Data("/* Options:\nBaseUrl: https://old\n*/\nstruct Old {}\n".utf8).write(to: file)

        let host = try await makeTestHost(config: Self.config(writing: [DtoFileSync(path: file.path)]))
        let results = host.writeDtoFiles(baseUrl: "http://unused")
        #expect(results.map(\.outcome) == [.written])
        #expect(try String(contentsOf: file, encoding: .utf8).contains("public class Hello : IReturn"))
        #expect(host.writeDtoFiles(baseUrl: "http://unused").map(\.outcome) == [.unchanged])

        let unconfigured = try await makeTestHost()
        #expect(unconfigured.config.writeDtosOnStart.isEmpty)
        #expect(unconfigured.writeDtoFiles(baseUrl: "http://unused").isEmpty)
    }
}
