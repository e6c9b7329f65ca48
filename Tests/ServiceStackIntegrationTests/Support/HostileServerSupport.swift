import Foundation
import ServiceStack
import TestSupport
import Testing

/// Runs `body` with a hostile server answering `routes`, then stops it.
func withHostileServer<T>(
    _ routes: [String: HostileBehaviour], isolation: isolated (any Actor)? = #isolation,
    _ body: (HostileServer) async throws -> T
) async throws -> T {
    let server = try HostileServer(routes: routes)
    defer { server.stop() }
    return try await body(server)
}

/// The `ServiceClientError` a call throws; records an issue (and returns nil) when it throws something else or
/// nothing.
func clientError(
    sourceLocation: SourceLocation = #_sourceLocation, isolation: isolated (any Actor)? = #isolation,
    _ call: () async throws -> Void
) async -> ServiceClientError? {
    do {
        try await call()
        Issue.record("expected a ServiceClientError, but the call succeeded", sourceLocation: sourceLocation)
    } catch let error as ServiceClientError {
        return error
    } catch {
        Issue.record("expected a ServiceClientError, got \(error)", sourceLocation: sourceLocation)
    }
    return nil
}
