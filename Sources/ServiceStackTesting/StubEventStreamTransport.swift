import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A transport that serves scripted event streams without a network, so tests exercise a `ServerEventsClient`'s
/// real parsing, dispatch, heartbeats and reconnections.
///
/// Each stream request takes the next script: its chunks are sent in order, then the stream ends or stays open.
/// With no script left a stream stays open (and empty) until the client closes it. Every other request (heartbeat,
/// unregister, channel changes) is recorded and answered `200` with `{}`.
public final class StubEventStreamTransport: ServiceClientStreamingTransport, Sendable {
    /// What one stream request gets.
    public struct Script: Sendable {
        let status: Int
        let chunks: [Data]
        let staysOpen: Bool

        /// A stream sending `chunks` (pieces of frames, split anywhere); it ends afterwards unless `staysOpen`.
        public static func stream(_ chunks: [String], staysOpen: Bool = true) -> Script {
            Script(status: 200, chunks: chunks.map { Data($0.utf8) }, staysOpen: staysOpen)
        }

        /// A refusal with `status` (401, 403, 500, ...).
        public static func refusal(status: Int) -> Script {
            Script(
                status: status, chunks: [Data(#"{"responseStatus":{"errorCode":"Unauthorized"}}"#.utf8)],
                staysOpen: false)
        }
    }

    private struct State {
        var scripts: [Script] = []
        var recorded: [RecordedRequest] = []
        var open: [UUID: AsyncThrowingStream<Data, any Error>.Continuation] = [:]
    }

    private let state = Locked(State())

    /// A transport with no scripts yet.
    public init() {}

    /// Adds the script the next stream request gets.
    public func enqueue(_ script: Script) {
        state.withLock { $0.scripts.append(script) }
    }

    /// Sends `frame` on every open stream.
    public func push(_ frame: String) {
        for stream in state.withLock({ Array($0.open.values) }) { stream.yield(Data(frame.utf8)) }
    }

    /// Every request so far, streams included, in order.
    public var recorded: [RecordedRequest] { state.withLock { $0.recorded } }

    /// The requests whose path contains `fragment` (`event-heartbeat`, `event-unregister`, ...).
    public func requests(to fragment: String) -> [RecordedRequest] {
        recorded.filter { $0.path.contains(fragment) }
    }

    /// The streams the client has not closed yet.
    public var openStreamCount: Int { state.withLock { $0.open.count } }

    /// Records `request` and answers `200` with `{}`.
    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try Task.checkCancellation()
        state.withLock { $0.recorded.append(RecordedRequest(request)) }
        return TransportResponse(
            url: request.url ?? URL(fileURLWithPath: "/"), statusCode: 200,
            headers: ["Content-Type": "application/json"], body: Data("{}".utf8))
    }

    /// Serves the next script.
    public func stream(_ request: URLRequest) async throws -> StreamingResponse {
        try Task.checkCancellation()
        let script = state.withLock { state in
            state.recorded.append(RecordedRequest(request))
            return state.scripts.isEmpty ? Script.stream([]) : state.scripts.removeFirst()
        }
        let (stream, continuation) = AsyncThrowingStream<Data, any Error>.makeStream()
        for chunk in script.chunks { continuation.yield(chunk) }
        if script.staysOpen {
            let id = UUID()
            state.withLock { $0.open[id] = continuation }
            continuation.onTermination = { [state] _ in state.withLock { _ = $0.open.removeValue(forKey: id) } }
        } else {
            continuation.finish()
        }
        return StreamingResponse(
            url: request.url ?? URL(fileURLWithPath: "/"), statusCode: script.status,
            headers: ["Content-Type": script.status < 400 ? "text/event-stream" : "application/json"],
            body: StreamingBody(stream))
    }
}
