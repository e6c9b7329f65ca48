import Foundation
import ServiceStack
import ServiceStackServerTesting
import TestSupport
import Testing

@Suite("techstacks console: login, writes and watch, as processes", .tags(.processes))
struct ConsoleWriteProcessTests {
    @Test func oneTerminalWatchesWhileAnotherWrites() async throws {
        let sessions = try TemporarySessionFile()
        try await withTechStacksServer(.live) { client in
            let url = client.baseUrl
            let watch = try ExecutableProcess(
                "techstacks", arguments: ["watch", "--base-url", url, "--count", "4"],
                environment: sessions.environment)
            defer { watch.stop() }
            _ = try await watch.waitFor("Watching")

            let login = try await ConsoleProcess.run(
                ["login", "demo", "--password", "demo", "--base-url", url], environment: sessions.environment)
            #expect(login.status == 0, "\(login.error)")
            #expect(login.output.contains("Signed in as demo"))

            let add = try await ConsoleProcess.run(
                [
                    "add", "technology", "--name", "Console Tech", "--tier", "data", "--vendor", "Acme", "--base-url",
                    url,
                ],
                environment: sessions.environment)
            #expect(add.status == 0, "\(add.error)")
            #expect(add.output.contains("Added technology console-tech"))

            let edit = try await ConsoleProcess.run(
                ["edit", "technology", "console-tech", "--description", "Edited", "--base-url", url],
                environment: sessions.environment)
            #expect(edit.status == 0, "\(edit.error)")

            let stack = try await ConsoleProcess.run(
                [
                    "add", "stack", "--name", "Console Stack", "--tech", "console-tech", "--tech", "swift",
                    "--base-url", url,
                ],
                environment: sessions.environment)
            #expect(stack.status == 0, "\(stack.error)")

            let delete = try await ConsoleProcess.run(
                ["delete", "technology", "console-tech", "--base-url", url], environment: sessions.environment)
            #expect(delete.status == 0, "\(delete.error)")

            _ = try await watch.waitFor("deleted technology console-tech")
            let lines = watch.output.split(separator: "\n").dropFirst()
            #expect(lines.count == 4)
            #expect(lines.first?.hasSuffix("created technology console-tech (id \(idIn(add.output))) by demo") == true)
            #expect(lines.dropFirst().first?.contains("updated technology console-tech") == true)
            #expect(lines.dropFirst(2).first?.contains("created stack console-stack") == true)

            let logout = try await ConsoleProcess.run(["logout", "--base-url", url], environment: sessions.environment)
            #expect(logout.output.contains("Signed out"))
            let refused = try await ConsoleProcess.run(
                ["delete", "stack", "console-stack", "--base-url", url], environment: sessions.environment)
            #expect(refused.status != 0)
            #expect(refused.error.contains("Not signed in"))
        }
    }

    @Test func fieldErrorsArePrintedOnePerLine() async throws {
        let result = try await ConsoleProcess.run([
            "add", "technology", "--vendor", "Nobody", "--user", "demo", "--password", "demo",
        ])
        #expect(result.status != 0)
        #expect(result.error.contains("Name: 'Name' must not be empty."), "\(result.error)")
        #expect(result.error.contains("Tier: "))
    }

    @Test func aWrongPasswordIsReported() async throws {
        let result = try await ConsoleProcess.run([
            "add", "technology", "--name", "X", "--tier", "Data", "--user", "demo", "--password", "wrong",
        ])
        #expect(result.status != 0)
        #expect(result.error.contains("Could not sign in"), "\(result.error)")
    }

    private func idIn(_ output: String) -> String {
        guard let range = output.range(of: "(id ") else { return "?" }
        return String(output[range.upperBound...].prefix { $0.isNumber })
    }
}

/// A sessions file of the test's own, so `login` never touches the user's; removed with its folder at the end.
final class TemporarySessionFile {
    let directory: URL

    init() throws {
        directory = FileManager.default.temporaryDirectory.appendingPathComponent("techstacks-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: directory, withIntermediateDirectories: true)
    }

    deinit {
        try? FileManager.default.removeItem(at: directory)
    }

    var environment: [String: String] {
        ["TECHSTACKS_SESSION_FILE": directory.appendingPathComponent("sessions.json").path]
    }
}
