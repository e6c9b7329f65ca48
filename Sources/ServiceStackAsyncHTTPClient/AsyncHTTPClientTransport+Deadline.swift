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
        _ request: URLRequest, method: String?, maxResponseBytes: Int, wholeCallDeadline seconds: TimeInterval
    ) async throws -> TransportResponse {
        try Task.checkCancellation()
        guard let url = request.url else { throw ServiceClientError.invalidUrl("") }
        let urlText = url.absoluteString
        let deadline = NIODeadline.now() + .milliseconds(max(WaitTime.milliseconds(seconds), 1))
        do {
            let outgoing = try Self.makeBufferedRequest(request, method: method, url: url)
            let collector = ResponseAccumulator(
                request: outgoing, maxBodySize: min(max(maxResponseBytes, 0), Self.largestCollectableBody))
            let client = client(for: url)
            let call = client.execute(
                request: outgoing, delegate: collector,
                eventLoop: .delegate(
                    on: Self.eventLoop(
                        among: client === httpClient ? eventLoops : Self.certificateIgnoringEventLoops,
                        in: client.eventLoopGroup)),
                deadline: deadline)
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

    /// The event loop of a call's delegate: the same for every call of one task, so that a task calling one call
    /// after another reuses the connection made on that loop and the call's events never hop between threads (by
    /// default each call picks the next loop, and half the calls of a sequence then cross threads for every event
    /// of the exchange); the calls of different tasks spread over the loops.
    static func eventLoop(among loops: [any EventLoop], in group: any EventLoopGroup) -> any EventLoop {
        guard loops.count > 1, let task = withUnsafeCurrentTask(body: { $0?.hashValue }) else { return group.any() }
        return loops[Int(UInt(bitPattern: task) % UInt(loops.count))]
    }

    static func makeBufferedRequest(_ request: URLRequest, method: String?, url: URL) throws -> HTTPClient.Request {
        var headers = HTTPHeaders()
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            headers.replaceOrAdd(name: name, value: value)
        }
        return try HTTPClient.Request(
            url: url, method: HTTPMethod(rawValue: method ?? request.httpMethod ?? "GET"), headers: headers,
            body: request.httpBody.map { .byteBuffer(ByteBuffer(bytes: $0)) })
    }
}
