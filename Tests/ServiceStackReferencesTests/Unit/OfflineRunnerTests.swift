import Foundation
import ServiceStackNativeTypes
import Testing

@testable import ServiceStackReferences

/// The whole add → edit header → update → check cycle, generating from a saved metadata document.
struct OfflineRunnerTests {
    @Test func addThenUpdateKeepsUncommentedOptions() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        let runner = ReferenceRunner(mode: .metadataFile(metadata))
        let file = folder.file("Api.dtos.swift")

        let added = await runner.perform(.add(file: file, displayPath: "Api", baseUrl: nil, queryItems: []))
        #expect(added.outcome == .created)
        let first = try folder.read("Api.dtos.swift")
        #expect(first.contains("BaseUrl: https://sample.example.org"))
        #expect(first.contains("class Hello") && first.contains("class Ping"))

        try folder.write(
            first.replacingOccurrences(of: "//IncludeTypes: ", with: "IncludeTypes: Hello.*"), to: "Api.dtos.swift")
        let updated = await runner.perform(.update(file: file, displayPath: "Api"))
        #expect(updated.outcome == .updated)
        let second = try folder.read("Api.dtos.swift")
        #expect(second.contains("\nIncludeTypes: Hello.*\n"))
        #expect(second.contains("class Hello") && !second.contains("class Ping"))

        let again = await runner.perform(.update(file: file, displayPath: "Api"))
        #expect(again.outcome == .unchanged)
    }

    @Test func filesWithCrlfLineEndingsAreUpdated() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        let runner = ReferenceRunner(mode: .metadataFile(metadata))
        let file = folder.file("Api.dtos.swift")
        _ = await runner.perform(.add(file: file, displayPath: "Api", baseUrl: "https://b.example", queryItems: []))
        let crlf = try folder.read("Api.dtos.swift")
            .replacingOccurrences(of: "//IncludeTypes: ", with: "IncludeTypes: Ping")
            .replacingOccurrences(of: "\n", with: "\r\n")
        try folder.write(crlf, to: "Api.dtos.swift")
        #expect(await runner.perform(.update(file: file, displayPath: "Api")).outcome == .updated)
        let updated = try folder.read("Api.dtos.swift")
        #expect(updated.contains("\nBaseUrl: https://b.example\n") && updated.contains("\nIncludeTypes: Ping\n"))
        #expect(!updated.contains("class Hello"))
    }

    @Test func checkReportsCurrentAndStaleWithoutWriting() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        let file = folder.file("Api.dtos.swift")
        _ = await ReferenceRunner(mode: .metadataFile(metadata)).perform(
            .add(file: file, displayPath: "Api", baseUrl: "https://b.example", queryItems: []))
        let checker = ReferenceRunner(mode: .metadataFile(metadata), checkOnly: true)
        #expect(await checker.perform(.update(file: file, displayPath: "Api")).outcome == .current)

        let edited = try folder.read("Api.dtos.swift").replacingOccurrences(of: "class Ping", with: "class Pong")
        try folder.write(edited, to: "Api.dtos.swift")
        let result = await checker.perform(.update(file: file, displayPath: "Api"))
        guard case .stale(let diff) = result.outcome else {
            Issue.record("expected stale, got \(result.outcome)")
            return
        }
        #expect(diff.contains("-public class Pong") && diff.contains("+public class Ping"))
        #expect(try folder.read("Api.dtos.swift") == edited)
    }

    @Test func failuresLeaveTheFileByteIdentical() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        let file = folder.file("Api.dtos.swift")
        _ = await ReferenceRunner(mode: .metadataFile(metadata)).perform(
            .add(file: file, displayPath: "Api", baseUrl: "https://b.example", queryItems: []))
        let before = try Data(contentsOf: file)

        try folder.write("{ not json", to: "broken.json")
        let broken = await ReferenceRunner(mode: .metadataFile(folder.file("broken.json"))).perform(
            .update(file: file, displayPath: "Api"))
        #expect(broken.outcome.isFailure)
        let unreachable = await ReferenceRunner(mode: .server, fetcher: HTTPFetcher(timeout: 5)).perform(
            .update(file: file, displayPath: "Api"))
        #expect(unreachable.outcome.isFailure)
        let overrides = OptionOverrides(queryParameters: [OptionParameter(key: "AddResponseStatus", value: "maybe")])
        let invalid = await ReferenceRunner(mode: .metadataFile(metadata), overrides: overrides).perform(
            .update(file: file, displayPath: "Api"))
        #expect(invalid.outcome.isFailure)
        #expect(try Data(contentsOf: file) == before)
    }

    @Test func addingNeverReplacesAFileThatIsNotAReference() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        try folder.write("let handWritten = 1\n", to: "Api.dtos.swift")
        let result = await ReferenceRunner(mode: .metadataFile(metadata)).perform(
            .add(file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift", baseUrl: nil, queryItems: []))
        #expect(result.outcome == .failed(.wouldReplaceOtherFile(path: "Api.dtos.swift")))
        #expect(try folder.read("Api.dtos.swift") == "let handWritten = 1\n")
    }

    @Test func severalFilesRunConcurrentlyAndResultsKeepTheirOrder() async throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let metadata = try SampleMetadata.write(in: folder.url)
        let jobs = (0..<7).map { index in
            ReferenceJob.add(
                file: folder.file("F\(index).dtos.swift"), displayPath: "F\(index)", baseUrl: nil, queryItems: [])
        }
        let results = await ReferenceRunner(mode: .metadataFile(metadata), maxConcurrent: 3).run(jobs)
        #expect(results.map(\.displayPath) == (0..<7).map { "F\($0)" })
        #expect(results.allSatisfy { $0.outcome == .created })
    }
}
