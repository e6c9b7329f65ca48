import FuzzHarness
import Testing

/// The pure parts of the owner and cost campaigns: how growth is judged and how streams are read.
@Suite("Fuzz campaign judgement")
struct CampaignJudgementTests {
    private static func series(_ cost: (Int) -> Double, bytes: (Int) -> Int = { _ in 100 }) -> [CostSample] {
        [16, 32, 64, 128, 256, 512, 1_024].map { size in
            CostSample(size: size, status: 200, cpu: cost(size), bytes: bytes(size), fanOutBytes: 0)
        }
    }

    private static let baseline = CostSample(size: 1, status: 200, cpu: 0.002, bytes: 100, fanOutBytes: 0)

    @Test("Linear CPU passes, quadratic CPU fails")
    func cpuGrowth() {
        let linear = Self.series { 0.002 + Double($0) * 0.000_2 }
        #expect(GrowthVerdict.findings(baseline: Self.baseline, samples: linear).isEmpty)
        let quadratic = Self.series { 0.002 + Double($0 * $0) * 0.000_001 }
        let findings = GrowthVerdict.findings(baseline: Self.baseline, samples: quadratic)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.what == "CPU" })
    }

    @Test("Costs near the noise floor, and sizes answered with another status, are not judged")
    func noiseAndStatus() {
        let noise = Self.series { $0 == 1_024 ? 0.015 : 0.002 }
        #expect(GrowthVerdict.findings(baseline: Self.baseline, samples: noise).isEmpty)
        // Quadratic up to a cap, then a cheap 400: the sizes on either side of the cap are not compared.
        var capped = Self.series { $0 <= 64 ? 0.002 + Double($0 * $0) * 0.000_01 : 0.002 + Double($0) * 0.000_001 }
        for index in capped.indices where capped[index].size > 64 { capped[index].status = 400 }
        #expect(GrowthVerdict.findings(baseline: Self.baseline, samples: capped).isEmpty)
    }

    @Test("A series refused more cheaply than the baseline succeeds is judged above the refusal's overhead")
    func cheaperStatusThanTheBaseline() {
        // The shape of a CI failure: the baseline subscription (200) measured high, every larger update a cheap,
        // linear 400; above the baseline, 1,024 looked free and 8,192 not.
        let baseline = CostSample(size: 1, status: 200, cpu: 0.0055, bytes: 2, fanOutBytes: 0)
        let refused = [64, 128, 256, 512, 1_024, 2_048, 4_096, 8_192].map { size in
            CostSample(size: size, status: 400, cpu: 0.0025 + Double(size) * 0.000_003_4, bytes: 121, fanOutBytes: 0)
        }
        #expect(GrowthVerdict.findings(baseline: baseline, samples: refused).isEmpty)
        let quadratic = refused.map { sample in
            CostSample(
                size: sample.size, status: 400, cpu: 0.0025 + Double(sample.size * sample.size) * 0.000_000_01,
                bytes: 121, fanOutBytes: 0)
        }
        let findings = GrowthVerdict.findings(baseline: baseline, samples: quadratic)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.what == "CPU" })
    }

    @Test("Bytes that grow with the square of the size fail once they are large")
    func byteGrowth() {
        let quadratic = Self.series({ _ in 0.002 }, bytes: { $0 * $0 })
        let findings = GrowthVerdict.findings(baseline: Self.baseline, samples: quadratic)
        #expect(!findings.isEmpty && findings.allSatisfy { $0.what == "response bytes" })
        let linear = Self.series({ _ in 0.002 }, bytes: { $0 * 1_000 })
        #expect(GrowthVerdict.findings(baseline: Self.baseline, samples: linear).isEmpty)
    }

    @Test("Chunked bodies and event frames split anywhere read the same")
    func streamReading() {
        let frames = "id: 1\ndata: cmd.onConnect {\"id\":\"a\"}\n\nid: 2\ndata: home@cmd.onJoin {}\n\n"
        let body = Array(frames.utf8)
        let chunked =
            Array("5\r\n".utf8) + body[0..<5] + Array("\r\n\(String(body.count - 5, radix: 16))\r\n".utf8)
            + body[5...] + Array("\r\n0\r\n\r\n".utf8)
        for split in [1, 3, 7, 20, chunked.count] {
            var decoder = ChunkedDecoder()
            var parser = EventFrameParser()
            var read: [EventFrame] = []
            var start = 0
            while start < chunked.count {
                let end = min(start + split, chunked.count)
                read += parser.feed(decoder.feed(chunked[start..<end]))
                start = end
            }
            #expect(read.map(\.selector) == ["cmd.onConnect", "home@cmd.onJoin"], "split every \(split) bytes")
            #expect(decoder.isFinished)
        }
    }
}
