import Foundation
import ServiceStack
import ServiceStackServer
import TestServices

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// One test server for the metadata suites, and plain GETs against it.
enum MetadataServer {
    private static let started = Task { try await startTestServer(port: 0) }

    static func baseUrl() async throws -> String {
        try await started.value.baseUrl
    }

    /// The body and status of `GET {baseUrl}{path}`.
    static func get(_ path: String) async throws -> (text: String, status: Int, contentType: String?) {
        let client = JsonServiceClient(baseUrl: try await baseUrl())
        guard let (data, response) = try await client.getDataAsync(url: path) else {
            throw URLError(.badServerResponse)
        }
        return (
            String(decoding: data, as: UTF8.self), response.statusCode,
            response.value(forHTTPHeaderField: "Content-Type")
        )
    }

    /// The operations of the conformance services, as `/types/metadata` must list them.
    static let conformanceOperations = [
        "Hello", "HelloReturnVoid", "HelloAllTypes", "AllTypes", "AllCollectionTypes", "EchoTypes",
        "HelloDateTime", "TestDateTime", "SendDefault", "SendRestGet", "SendGet", "SendPost", "SendPut",
        "ThrowHttpError", "Throw404", "ThrowCustom400", "ThrowType", "ThrowValidation", "TestFileUploads",
        "SpeechToText", "Authenticate", "Secured", "InvalidateLastAccessToken",
    ]
}
