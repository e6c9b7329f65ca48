import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The conformance services for the metadata suites, answering in memory, and plain GETs against them.
enum MetadataServer {
    private static let host = Task { try await makeTestHost() }

    /// The base URL the in-memory client calls, as the metadata documents show it.
    static func baseUrl() async throws -> String {
        InMemoryTransport.baseUrl
    }

    /// The body and status of `GET {baseUrl}{path}`.
    static func get(_ path: String) async throws -> (text: String, status: Int, contentType: String?) {
        try await host.value.test(.inMemory) { client in
            guard let (data, response) = try await client.getDataAsync(url: path) else {
                throw URLError(.badServerResponse)
            }
            return (
                String(decoding: data, as: UTF8.self), response.statusCode,
                response.value(forHTTPHeaderField: "Content-Type")
            )
        }
    }

    /// The body, status and content type of `GET {baseUrl}{path}` sent with an `Accept` header.
    static func get(_ path: String, accept: String) async throws -> (text: String, status: Int, contentType: String?) {
        try await host.value.test(.inMemory) { client in
            guard let url = URL(string: InMemoryTransport.baseUrl.trimmingSuffix("/") + path) else {
                throw URLError(.badURL)
            }
            var request = URLRequest(url: url)
            request.setValue(accept, forHTTPHeaderField: "Accept")
            guard let (data, response) = try await client.getDataAsync(request: request, retryIf: nil) else {
                throw URLError(.badServerResponse)
            }
            return (
                String(decoding: data, as: UTF8.self), response.statusCode,
                response.value(forHTTPHeaderField: "Content-Type")
            )
        }
    }

    /// The operations of the conformance services, as `/types/metadata` must list them.
    static let conformanceOperations = [
        "Hello", "HelloReturnVoid", "HelloAllTypes", "AllTypes", "AllCollectionTypes", "EchoTypes",
        "HelloDateTime", "TestDateTime", "SendDefault", "SendRestGet", "SendGet", "SendPost", "SendPut",
        "ThrowHttpError", "Throw404", "ThrowCustom400", "ThrowType", "ThrowValidation", "TestFileUploads",
        "SpeechToText", "Authenticate", "Secured", "InvalidateLastAccessToken",
    ]
}
