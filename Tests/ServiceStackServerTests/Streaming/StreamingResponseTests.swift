import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

struct DownloadLines: IReturn, Codable, Sendable {
    typealias Return = DownloadLinesResponse
    var count: Int = 0
}

struct DownloadLinesResponse: Codable, Sendable {}

/// Bodies written over time: they reach the client as they are written, a slow reader slows the writer down,
/// and a client that goes away ends the writer.
@Suite struct StreamingResponseTests {
    private static let chunk = Data(repeating: UInt8(ascii: "x"), count: 64 * 1024)

    @Test func chunksReachTheClientBeforeTheHandlerFinishes() async throws {
        let probe = StreamProbe()
        let (gate, opener) = AsyncStream<Void>.makeStream()
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/gated") { _ in
            HttpResult(headers: [("Content-Type", "text/plain")]) { writer in
                try await writer.write("first-chunk\n")
                for await _ in gate { break }
                try await writer.write("second-chunk\n")
                probe.end("finished")
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(port: running.port, sending: rawGet("/stream/gated"))
        defer { connection.close() }

        let beforeGate = await connection.receive(until: "first-chunk")
        #expect(beforeGate.contains("HTTP/1.1 200"))
        #expect(beforeGate.lowercased().contains("transfer-encoding: chunked"))
        #expect(beforeGate.contains("first-chunk"))
        #expect(probe.outcome == nil)

        opener.yield()
        let rest = await connection.receive(until: "\r\n0\r\n\r\n")
        #expect(rest.contains("second-chunk"))
        #expect(try await probe.waitForOutcome() == "finished")
    }

    @Test func aClientThatStopsReadingSuspendsTheWriter() async throws {
        let probe = StreamProbe()
        let limit = 128 * 1024 * 1024
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/endless") { _ in
            HttpResult { writer in
                try await probe.recordOutcome {
                    while probe.bytesWritten < limit {
                        try await writer.write(Self.chunk)
                        probe.wrote(Self.chunk.count)
                    }
                }
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(
            port: running.port, sending: rawGet("/stream/endless"), receiveBufferBytes: 256 * 1024)

        let stalledAt = try await probe.waitUntilWritingStalls()
        // What the socket buffers (the client's fixed at 256 KB) and NIO's write buffer hold, far below what the
        // handler would write.
        #expect(stalledAt < 32 * 1024 * 1024)
        #expect(probe.outcome == nil)

        connection.close()
        let outcome = try await probe.waitForOutcome()
        #expect(outcome?.hasPrefix("failed") == true)
    }

    @Test func aClientThatDisconnectsMakesTheNextWriteThrow() async throws {
        let probe = StreamProbe()
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/ticks") { _ in
            HttpResult(headers: [("Content-Type", "text/event-stream")]) { writer in
                try await probe.recordOutcome {
                    for tick in 0..<1_000_000 {
                        try await writer.write("data: \(tick)\n\n")
                        probe.wrote(1)
                        try await Task.sleep(for: .milliseconds(5))
                    }
                }
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(port: running.port, sending: rawGet("/stream/ticks"))
        let start = await connection.receive(until: "data: 2\n\n")
        #expect(start.contains("data: 0\n\n"))
        connection.close()

        let outcome = try await probe.waitForOutcome()
        #expect(outcome?.hasPrefix("failed") == true)
        #expect(probe.bytesWritten < 1_000_000)
    }

    @Test func aTypedServiceCanStreamItsResponse() async throws {
        let host = ServiceStackHost(name: "streams")
        host.registerRaw(DownloadLines.self) { request, context in
            context.addHeader("X-Lines", String(request.count))
            return HttpResult(headers: [("Content-Type", "text/plain; charset=utf-8")]) { writer in
                for line in 0..<request.count { try await writer.write("line \(line)\n") }
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }

        let response = try await HostTestResponse.send("GET", running.baseUrl + "api/DownloadLines?count=3")
        #expect(response.status == 200)
        #expect(response.text == "line 0\nline 1\nline 2\n")
        #expect(response.header("Content-Type") == "text/plain; charset=utf-8")
        #expect(response.header("X-Lines") == "3")

        let batch = try await HostTestResponse.send(
            "POST", running.baseUrl + "api/DownloadLines%5B%5D", headers: ["Content-Type": "application/json"],
            body: Data(#"[{"count":1}]"#.utf8))
        #expect(batch.status == 400)

        let metadata = try await HostTestResponse.send("GET", running.baseUrl + "types/metadata")
        #expect(metadata.text.contains("DownloadLinesResponse"))
    }

    @Test func aStreamWithAKnownLengthIsSentWithContentLength() async throws {
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/sized") { _ in
            HttpResult(contentLength: 10) { writer in
                try await writer.write("01234")
                try await writer.write(Data("56789".utf8))
            }
        }
        let running = try await host.start()
        defer { Task { await running.stop() } }
        let response = try await HostTestResponse.send("GET", running.baseUrl + "stream/sized")
        #expect(response.text == "0123456789")
        #expect(response.header("Content-Length") == "10")
    }
}
