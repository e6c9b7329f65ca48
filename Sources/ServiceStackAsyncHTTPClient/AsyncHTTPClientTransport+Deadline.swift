import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension AsyncHTTPClientTransport {
    /// The largest body AsyncHTTPClient can collect in one buffer (4 GiB).
    static let largestCollectableBody = Int(exactly: UInt32.max) ?? Int(Int32.max)

    /// Sends the request through AsyncHTTPClient's event-loop API, whose deadline is an event-loop timer that
    /// stays armed until the whole body has arrived. (The async API disarms its deadline once the head arrives,
    /// and cancels through a task that needs Swift's cooperative pool.)
    package func send(
        _ request: URLRequest, maxResponseBytes: Int, wholeCallDeadline seconds: TimeInterval
    ) async throws -> TransportResponse {
        try Task.checkCancellation()
        guard let url = request.url else { throw ServiceClientError.invalidUrl("") }
        let urlText = url.absoluteString
        let deadline = NIODeadline.now() + .milliseconds(max(WaitTime.milliseconds(seconds), 1))
        do {
            let outgoing = try Self.makeBufferedRequest(request, url: url)
            let collector = ResponseAccumulator(
                request: outgoing, maxBodySize: min(max(maxResponseBytes, 0), Self.largestCollectableBody))
            let call = client(for: url).execute(request: outgoing, delegate: collector, deadline: deadline)
            let response = try await withTaskCancellationHandler {
                try await call.futureResult.get()
            } onCancel: {
                call.cancel()
            }
            let body = response.body.map { Data($0.readableBytesView) } ?? Data()
            return Self.makeResponse(url: url, status: response.status, headers: response.headers, body: body)
        } catch let error as ServiceClientError {
            throw error
        } catch {
            throw Self.classify(error, url: urlText, limit: maxResponseBytes)
        }
    }

    static func makeBufferedRequest(_ request: URLRequest, url: URL) throws -> HTTPClient.Request {
        var headers = HTTPHeaders()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            headers.replaceOrAdd(name: name, value: value)
        }
        return try HTTPClient.Request(
            url: url, method: HTTPMethod(rawValue: request.httpMethod ?? "GET"), headers: headers,
            body: request.httpBody.map { .byteBuffer(ByteBuffer(bytes: $0)) })
    }
}
