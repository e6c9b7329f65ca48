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
        #expect(await probe.waitForOutcome() == "finished")
    }

    /// What `/stream/large` writes: far more than the buffers between handler and client can hold.
    private static let largeBody = 64 * 1024 * 1024
    /// The client's receive buffer, fixed before connecting so the kernel does not grow it.
    private static let clientReceiveBuffer: Int32 = 64 * 1024

    @Test func aClientThatStopsReadingSuspendsTheWriter() async throws {
        let probe = StreamProbe()
        let running = try await Self.startLargeStream(probe)
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(
            port: running.port, sending: rawGet("/stream/large"), receiveBufferBytes: Self.clientReceiveBuffer)
        defer { connection.close() }

        let held = try await probe.waitForHeldWrite { try await Self.ping(running) }
        let writtenWhenHeld = try #require(held, "the handler ended without waiting: \(probe.outcome ?? "")")
        let bound = try #require(
            BackPressureBound(connection: connection, serverPort: running.port, largestWrite: Self.chunk.count))
        #expect(
            writtenWhenHeld <= bound.bytes, "\(writtenWhenHeld) bytes written, more than the buffers hold: \(bound)")
        #expect(probe.outcome == nil)

        connection.close()
        let outcome = await probe.waitForOutcome()
        #expect(outcome?.hasPrefix("failed") == true)
    }

    @Test func aClientThatReadsAgainGetsEverythingAndTheWriterStaysWithinTheBuffers() async throws {
        let probe = StreamProbe()
        let running = try await Self.startLargeStream(probe)
        defer { Task { await running.stop() } }
        let connection = try HeldConnection(
            port: running.port, sending: rawGet("/stream/large"), receiveBufferBytes: Self.clientReceiveBuffer)
        defer { connection.close() }
        #expect(try await probe.waitForHeldWrite { try await Self.ping(running) } != nil)

        let received = await connection.readBody(Self.largeBody, into: probe)
        #expect(received == Self.largeBody)
        #expect(await probe.waitForOutcome() == "finished")
        // Read back once everything was written: the server's send buffer only grew until then.
        let bound = try #require(
            BackPressureBound(connection: connection, serverPort: running.port, largestWrite: Self.chunk.count))
        #expect(probe.largestLead <= bound.bytes, "the handler got \(probe.largestLead) bytes ahead: \(bound)")
    }

    @Test func aClientThatDisconnectsMakesTheNextWriteThrow() async throws {
        let probe = StreamProbe()
        let (clientGone, announce) = AsyncStream<Void>.makeStream()
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/ticks") { _ in
            HttpResult(headers: [("Content-Type", "text/event-stream")]) { writer in
                try await probe.recordOutcome {
                    for tick in 0..<1_000_000 {
                        let event = "data: \(tick)\n\n"
                        try await probe.write(1) { try await writer.write(event) }
                        if tick == 2 { for await _ in clientGone { break } }
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
        announce.yield()

        let outcome = await probe.waitForOutcome()
        #expect(outcome?.hasPrefix("failed") == true)
        #expect(probe.bytesWritten < 1_000_000)
    }

    /// Starts a host whose `/stream/large` writes `largeBody` bytes in chunks, counted by `probe`, and whose
    /// `/ping` answers at once.
    private static func startLargeStream(_ probe: StreamProbe) async throws -> RunningHost {
        let host = ServiceStackHost(name: "streams")
        host.addRawEndpoint("/stream/large") { _ in
            HttpResult(contentLength: largeBody) { writer in
                try await probe.recordOutcome {
                    while probe.bytesWritten < largeBody {
                        try await probe.write(chunk.count) { try await writer.write(chunk) }
                    }
                }
            }
        }
        host.addRawEndpoint("/ping") { _ in .text("pong") }
        return try await host.start()
    }

    /// A whole request on a connection of its own, answered by the server.
    private static func ping(_ running: RunningHost) async throws {
        let response = try await HostTestResponse.send("GET", running.baseUrl + "ping")
        try #require(response.text == "pong")
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
