import Foundation
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

    @Test func withoutBaseUrlItStartsAnEmbeddedServer() async throws {
        let result = try await ConsoleProcess.run(["tech", "swift"])
        #expect(result.status == 0, "\(result.error)")
        #expect(result.output.contains("Programming"))
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
