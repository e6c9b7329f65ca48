import ServiceStack
import TechStacksClient

/// The app model of one console invocation, with a progress indicator around each call.
@MainActor
struct ConsoleSession {
    let data: TechStacksAppData

    static func run(baseUrl: String, _ body: @MainActor (ConsoleSession) async throws -> Void) async throws {
        try await body(ConsoleSession(data: TechStacksAppData(baseUrl: baseUrl)))
    }

    func call<T>(_ label: String, _ work: () async throws -> T) async throws -> T {
        try await ProgressIndicator.run(label, work)
    }
}
