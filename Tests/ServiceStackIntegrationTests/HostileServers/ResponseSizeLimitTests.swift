import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// Response bodies are capped after decompression, and reading stops at the cap, so a small compressed
/// body cannot expand into gigabytes of memory.
@Suite(.serialized) struct ResponseSizeLimitTests {
    static let mebibyte = 1024 * 1024

    @Test(arguments: TransportKind.allCases)
    func gzipBombStopsAtTheDefaultLimit(transport: TransportKind) async throws {
        let bomb = GzipBody.make(repeating: 0x20, count: 256 * Self.mebibyte, checksum: false)
        try await withHostileServer(["/bomb": .gzipJson(bomb)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/bomb") }
            #expect(error?.code == "ResponseTooLarge", "\(String(describing: error))")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func gzipBombOfAGibibyteKeepsMemoryBounded(transport: TransportKind) async throws {
        let bomb = GzipBody.make(repeating: 0x20, count: 1024 * Self.mebibyte, checksum: false)
        try await withHostileServer(["/bomb": .gzipJson(bomb)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.maxResponseBytes = Self.mebibyte
            let before = PeakMemory.reset()
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/bomb") }
            #expect(
                error?.description
                    == ServiceClientError.responseTooLarge(url: server.baseUrl + "/bomb", limit: Self.mebibyte)
                    .description)
            if let before, let peak = PeakMemory.current() {
                #expect(peak - before < 256 * Self.mebibyte, "peak resident memory grew by \(peak - before) bytes")
            }
        }
    }

    @Test(arguments: TransportKind.allCases)
    func plainBodyOverTheLimitFails(transport: TransportKind) async throws {
        let text = #"{"result":""# + String(repeating: "x", count: 5000) + #""}"#
        try await withHostileServer(["/big": .json(text)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.maxResponseBytes = 1000
            let error = await clientError { let _: HelloResponse = try await client.getAsync("/big") }
            #expect(error?.code == "ResponseTooLarge")
            #expect(error?.description == "Response from \(server.baseUrl)/big is larger than the limit of 1000 bytes")

            client.maxResponseBytes = text.utf8.count
            let response: HelloResponse = try await client.getAsync("/big")
            #expect(response.result?.count == 5000)
        }
    }

    @Test(arguments: TransportKind.allCases)
    func compressedBodiesWithinTheLimitDecode(transport: TransportKind) async throws {
        let compressed = GzipBody.make(
            prefix: Array(#"{"result":""#.utf8), repeating: UInt8(ascii: "a"), count: 100_000,
            suffix: Array(#""}"#.utf8))
        try await withHostileServer(["/gzip": .gzipJson(compressed)]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.maxResponseBytes = 200_000
            let response: HelloResponse = try await client.getAsync("/gzip")
            #expect(response.result == String(repeating: "a", count: 100_000))
        }
    }
}

/// The process's peak resident memory (Linux `VmHWM`), which `reset()` sets back to the current size.
enum PeakMemory {
    /// Resets the peak and returns it; nil where the kernel offers neither.
    static func reset() -> Int? {
        #if os(Linux)
            guard (try? "5".write(toFile: "/proc/self/clear_refs", atomically: false, encoding: .utf8)) != nil
            else { return nil }
            return current()
        #else
            return nil
        #endif
    }

    static func current() -> Int? {
        guard let status = try? String(contentsOfFile: "/proc/self/status", encoding: .utf8) else { return nil }
        let line = status.split(separator: "\n").first { $0.hasPrefix("VmHWM:") }
        let kilobytes = line?.split(separator: " ").dropFirst().first.flatMap { Int($0) }
        return kilobytes.map { $0 * 1024 }
    }
}
