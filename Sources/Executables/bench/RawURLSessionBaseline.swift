import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The same call with no client library on the default transport: one shared URLSession (no cookie storage, no
/// cache, as the client's own session) plus Foundation's JSON coders. It is the floor of the URLSession transport.
struct RawURLSessionBaseline: Sendable {
    let url: URL
    let session: URLSession

    init(url: String) throws {
        guard let url = URL(string: url) else { throw BenchError.unexpected("bad URL \(url)") }
        self.url = url
        let configuration = URLSessionConfiguration.default
        configuration.httpCookieStorage = nil
        configuration.httpShouldSetCookies = false
        configuration.httpCookieAcceptPolicy = .never
        configuration.urlCache = nil
        session = URLSession(configuration: configuration)
    }

    func call() async throws {
        var request = URLRequest(url: url)
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.setValue("application/json", forHTTPHeaderField: "Accept")
        request.httpBody = try JSONEncoder().encode(RawBaseline.Request(name: "bench"))
        let (body, response) = try await session.data(for: request)
        guard (response as? HTTPURLResponse)?.statusCode == 200 else {
            throw BenchError.unexpected("status \(String(describing: (response as? HTTPURLResponse)?.statusCode))")
        }
        let decoded = try JSONDecoder().decode(RawBaseline.Response.self, from: body)
        guard decoded.result == "Hello, bench!" else { throw BenchError.unexpected(decoded.result ?? "nil") }
    }
}
