import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1

/// The raw call on AsyncHTTPClient's event-loop API (`execute(request:delegate:eventLoop:deadline:)` with its own
/// `ResponseAccumulator`), which the AsyncHTTPClient transport uses: its deadline is an event-loop timer, while the
/// async API's deadline and cancellation each start a task on Swift's cooperative pool.
struct RawEventLoopBaseline: Sendable {
    let url: String

    func call() async throws {
        var headers = HTTPHeaders()
        headers.add(name: "Content-Type", value: "application/json")
        headers.add(name: "Accept", value: "application/json")
        let body = try JSONEncoder().encode(RawBaseline.Request(name: "bench"))
        let request = try HTTPClient.Request(url: url, method: .POST, headers: headers, body: .bytes(body))
        let call = HTTPClient.shared.execute(
            request: request, delegate: ResponseAccumulator(request: request), eventLoop: .indifferent,
            deadline: .now() + .seconds(30))
        let response = try await call.futureResult.get()
        let decoded = try JSONDecoder().decode(
            RawBaseline.Response.self, from: response.body.map { Data($0.readableBytesView) } ?? Data())
        guard decoded.result == "Hello, bench!" else { throw BenchError.unexpected(decoded.result ?? "nil") }
    }
}
