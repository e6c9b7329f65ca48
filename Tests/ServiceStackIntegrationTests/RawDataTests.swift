import Foundation
import ServiceStack
import ServiceStackWire
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct RawDataTests {
    private func flakyRequest(baseUrl: String) throws -> URLRequest {
        let url = try #require(URL(string: baseUrl + "test/flaky?failures=1&key=\(UUID().uuidString)"))
        return URLRequest(url: url)
    }

    @Test(arguments: TransportKind.allCases)
    func getDataRetriesOnceWhenRetryIfAgrees(transport: TransportKind) async throws {
        let client = try await transport.client()
        let seen = Locked<[Int]>([])
        let (data, response) = try #require(
            try await client.getDataAsync(request: try flakyRequest(baseUrl: client.baseUrl)) { failed in
                seen.withLock { $0.append(failed.statusCode) }
                return failed.statusCode == 503
            })
        #expect(response.statusCode == 200)
        #expect(String(decoding: data, as: UTF8.self).contains(#""attempts":2"#))
        #expect(seen.current == [503])
    }

    @Test(arguments: TransportKind.allCases)
    func getDataFailsWhenRetryIfDeclines(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = try flakyRequest(baseUrl: client.baseUrl)
        let error = try await #require(throws: WebServiceError.self) {
            _ = try await client.getDataAsync(request: request) { _ in false }
        }
        #expect(error.statusCode == 503)
        #expect(error.serviceErrorCode == "ServiceUnavailable")
    }

    @Test(arguments: TransportKind.allCases)
    func blockingGetDataRetries(transport: TransportKind) async throws {
        let client = try await transport.client()
        let transfer = UncheckedTransfer((client, try flakyRequest(baseUrl: client.baseUrl)))
        let status: Int? = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(
                    with: Result {
                        try transfer.value.0.getData(request: transfer.value.1) { $0.statusCode == 503 }?.1.statusCode
                    })
            }
        }
        #expect(status == 200)
    }

    @Test func urlSessionFactoryMakesTheOneSessionOfTheClient() async throws {
        let client = JsonServiceClient(baseUrl: try await SharedServer.baseUrl())
        client.cookieStore = InMemoryCookieStore()
        let calls = Locked(0)
        client.urlSessionFactory = {
            calls.withLock { $0 += 1 }
            let configuration = URLSessionConfiguration.ephemeral
            configuration.httpAdditionalHeaders = ["X-Session-Factory": "yes"]
            return URLSession(configuration: configuration)
        }
        for _ in 0..<3 {
            let echo = try await client.getAsync(EchoQuery())
            #expect(echo.headers.contains { $0.name?.lowercased() == "x-session-factory" && $0.value == "yes" })
        }
        #expect(calls.current == 1)
    }
}
