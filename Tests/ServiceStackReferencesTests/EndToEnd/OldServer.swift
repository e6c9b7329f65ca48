import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting

/// A server older than the metadata this package's generator reads: `/types/metadata` is missing (404) under
/// `missingMetadata` and unreadable under `unreadableMetadata`, and each serves `/types/{language}` itself: an
/// Options header in the language's comment syntax (`BaseUrl:` the prefix, the request's query string on a
/// `//Query:` line, which `x` does not read back) and one line of code. Under `html`, `/types/{language}` is a login page.
enum OldServer {
    static let missingMetadata = "/missing"
    static let unreadableMetadata = "/unreadable"
    static let html = "/html"

    /// The text served for `language` under `prefix` of `baseUrl`, for a request with `query`.
    static func source(_ language: NativeTypesLanguage, baseUrl: String, query: String) -> String {
        let (open, close) = language == .python ? ("\"\"\" Options:", "\"\"\"") : ("/* Options:", "*/")
        return "\(open)\nDate: 2026-01-01 00:00:00\nVersion: 8.50\nBaseUrl: \(baseUrl)\n\n"
            + "//Query: \(query)\n\(close)\n\n// the \(language.displayName) DTOs\n"
    }

    static func run(_ body: (_ baseUrl: String) async throws -> Void) async throws {
        let host = ServiceStackHost(name: "old")
        host.addRawEndpoint("\(unreadableMetadata)/types/metadata") { _ in
            .text(#"{"operations":"not a list"}"#, contentType: "application/json")
        }
        for prefix in [missingMetadata, unreadableMetadata] {
            for language in NativeTypesLanguage.allCases {
                host.addRawEndpoint("\(prefix)/types/\(language.rawValue)") { context in
                    let scheme = "http://"
                    let base = scheme + (context.header("Host") ?? "localhost") + prefix
                    let query = context.queryItems.map { "\($0.name)=\($0.value)" }.joined(separator: "&")
                    return .text(source(language, baseUrl: base, query: query))
                }
            }
        }
        for language in NativeTypesLanguage.allCases {
            host.addRawEndpoint("\(html)/types/\(language.rawValue)") { _ in
                .text("<!DOCTYPE html><html><body>Sign in</body></html>", contentType: "text/html; charset=utf-8")
            }
        }
        try await host.test(.live) { client in try await body(String(client.baseUrl.dropLast())) }
    }
}
