import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestSupport
import Testing

@Suite("techstacks console, run as a process", .tags(.processes))
struct ConsoleProcessTests {
    @Test func overviewPrintsTables() async throws {
        try await withTechStacksServer(.live) { client in
            let result = try await ConsoleProcess.run(["overview", "--base-url", client.baseUrl])
            #expect(result.status == 0, "\(result.error)")
            #expect(result.output.contains("Top technologies"))
            #expect(result.output.contains("ProgrammingLanguage"))
            #expect(result.output.contains("Popular stacks"))
        }
    }

    @Test func searchByTextAndByFieldOperand() async throws {
        try await withTechStacksServer(.live) { client in
            let text = try await ConsoleProcess.run(["search", "technologies", "swift", "--base-url", client.baseUrl])
            #expect(text.status == 0, "\(text.error)")
            #expect(text.output.contains("SwiftNIO"))
            #expect(text.output.contains("3 matching"))

            let field = try await ConsoleProcess.run([
                "search", "stacks", "Acme", "--field", "Name", "--operand", "starts-with", "--base-url", client.baseUrl,
            ])
            #expect(field.status == 0, "\(field.error)")
            let rows = field.output.split(separator: "\n").dropFirst(2).filter {
                !$0.isEmpty && !$0.contains("matching")
            }
            #expect(!rows.isEmpty)
            #expect(rows.allSatisfy { $0.hasPrefix("Acme") })
        }
    }

    @Test func unknownSlugsAreReportedReadably() async throws {
        try await withTechStacksServer(.live) { client in
            let result = try await ConsoleProcess.run(["tech", "nope", "--base-url", client.baseUrl])
            #expect(result.status != 0)
            #expect(result.error.contains("404 NotFound: Technology 'nope' does not exist"))
        }
    }

    @Test func withoutBaseUrlItStartsAnEmbeddedServerThatLogsNothing() async throws {
        let result = try await ConsoleProcess.run(["tech", "swift"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Programming"))
        #expect(Self.logLines(in: result.output).isEmpty, "\(result.output)")
        #expect(Self.logLines(in: result.error).isEmpty, "\(result.error)")
    }

    @Test func logLevelSendsTheEmbeddedServersLogToStandardError() async throws {
        let result = try await ConsoleProcess.run(["tech", "swift", "--log-level", "info"])
        #expect(result.status == 0, "\(result.error)")
        #expect(Self.logLines(in: result.output).isEmpty, "\(result.output)")
        #expect(Self.logLines(in: result.error).contains { $0.contains("listening") }, "\(result.error)")
    }

    @Test func logosGoToAFolderCreatedWhenMissing() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("logos-\(UUID().uuidString)")
        defer { try? FileManager.default.removeItem(at: folder) }
        let target = folder.appendingPathComponent("new/nested")
        try await withTechStacksServer(.live) { client in
            let result = try await ConsoleProcess.run([
                "logo", "swift", "--output-directory", target.path, "--base-url", client.baseUrl,
            ])
            #expect(result.status == 0, "\(result.error)")
            #expect(FileManager.default.fileExists(atPath: target.appendingPathComponent("swift.svg").path))
        }
    }

    @Test func anOutputDirectoryThatCannotBeOneIsRefusedInOneLine() async throws {
        let file = FileManager.default.temporaryDirectory.appendingPathComponent("logos-\(UUID().uuidString)")
        try Data("not a folder".utf8).write(to: file)
        defer { try? FileManager.default.removeItem(at: file) }
        let refusals = [
            (file.path, "Cannot save into '\(file.path)': it is a file, not a directory"),
            (
                file.path + "/below/deeper",
                "Cannot create the directory '\(file.path)/below/deeper': '\(file.path)' is a file, not a directory"
            ),
        ]
        for (directory, message) in refusals {
            // Refused before anything is fetched: no server is needed.
            let result = try await ConsoleProcess.run([
                "logo", "swift", "--output-directory", directory, "--base-url", "http://127.0.0.1:1/",
            ])
            #expect(result.status != 0)
            #expect(result.error == "Error: \(message)\n", "\(result.error)")
        }
    }

    /// Lines written by swift-log's stream handler (`2026-01-01T12:00:00+0000 info TechStacks: …`).
    private static func logLines(in text: String) -> [Substring] {
        let levels = ["trace", "debug", "info", "notice", "warning", "error", "critical"]
        return text.split(separator: "\n").filter { line in
            let words = line.split(separator: " ", maxSplits: 2)
            return words.count == 3 && words[0].first?.isNumber == true && words[0].contains("T")
                && levels.contains(String(words[1]))
        }
    }
}

/// Runs the built `techstacks` executable and collects its output.
enum ConsoleProcess {
    struct Result: Sendable {
        var status: Int32
        var output: String
        var error: String
    }

    static func run(_ arguments: [String], environment: [String: String] = [:]) async throws -> Result {
        let exit = try await ExecutableProcess.run("techstacks", arguments: arguments, environment: environment)
        return Result(status: exit.status, output: exit.output, error: exit.errorOutput)
    }
}
