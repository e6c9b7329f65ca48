import Foundation
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackServer
import TestServices
import Testing

/// One test server for the whole test run, started on 127.0.0.1 on a free port.
enum SharedServer {
    private static let started = Task { try await startTestServer() }

    static func baseUrl() async throws -> String {
        try await started.value.baseUrl
    }
}

/// The transports every integration test runs against.
enum TransportKind: String, CaseIterable, Sendable, CustomTestStringConvertible {
    case urlSession
    case asyncHTTPClient

    var testDescription: String { rawValue }

    /// A client for the shared server with private cookies.
    func client() async throws -> JsonServiceClient {
        try client(baseUrl: try await SharedServer.baseUrl())
    }

    func client(baseUrl: String) throws -> JsonServiceClient {
        let client =
            switch self {
            case .urlSession: JsonServiceClient(baseUrl: baseUrl)
            case .asyncHTTPClient: JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
            }
        client.cookieStore = InMemoryCookieStore()
        // A bound that only matters on failure: the whole suite at once on two cores can starve a call for minutes.
        client.timeout = 600
        return client
    }
}
