import Foundation

/// What one request of a growth series cost the server.
package struct CostSample: Sendable {
    package var size: Int
    /// The response status; nil when none came.
    package var status: Int?
    /// Seconds of the server's CPU from sending until the server went idle again (a stream: opened, read, closed).
    var cpu: Double
    /// Bytes of the response body (a stream: of every frame it received before going quiet).
    var bytes: Int
    /// Bytes a second subscriber in the same channels received meanwhile (streams with an observer).
    var fanOutBytes: Int
    /// A stream that answered 200 without an onConnect frame.
    var silentStream = false

    package init(size: Int, status: Int?, cpu: Double, bytes: Int, fanOutBytes: Int, silentStream: Bool = false) {
        self.size = size
        self.status = status
        self.cpu = cpu
        self.bytes = bytes
        self.fanOutBytes = fanOutBytes
        self.silentStream = silentStream
    }
}

/// Measures the server's CPU time and bytes for one request: samples the process's CPU before, sends, reads
/// the answer, waits until the process is idle again (nothing else runs on the server but a slow probe), samples.
struct CostMeter {
    let cpu: ProcessCPU
    let port: Int
    let timeout: Double
    /// How long the server may stay busy after an answer before the sample is taken anyway.
    var settleLimit = 15.0

    func measure(_ request: FuzzCase, size: Int) -> CostSample {
        let before = cpu.sample()
        let reply = RawHTTPClient.reply(to: request, port: port, timeout: timeout)
        settle(bytes: { 0 })
        let cost = seconds(since: before)
        switch reply {
        case .success(let reply):
            return CostSample(size: size, status: reply.status, cpu: cost, bytes: reply.body.count, fanOutBytes: 0)
        case .failure:
            return CostSample(size: size, status: nil, cpu: cost, bytes: 0, fanOutBytes: 0)
        }
    }

    /// Opens an event stream, reads it until the server is idle, closes it and waits until idle again.
    func measureStream(target: String, size: Int, observer: EventStream?) -> CostSample {
        let observedBefore = observer?.bodyBytes ?? 0
        let before = cpu.sample()
        guard let stream = EventStream(port: port, target: target, headers: [], timeout: timeout) else {
            return CostSample(size: size, status: nil, cpu: 0, bytes: 0, fanOutBytes: 0)
        }
        let head = stream.waitForHead(timeout: timeout)
        settle(bytes: { stream.bodyBytes + (observer?.bodyBytes ?? 0) })
        let connected = stream.waitForFrame(timeout: 0.2, where: \.isConnect) != nil
        let bytes = stream.bodyBytes
        stream.close()
        settle(bytes: { observer?.bodyBytes ?? 0 })
        return CostSample(
            size: size, status: head?.status, cpu: seconds(since: before), bytes: bytes,
            fanOutBytes: (observer?.bodyBytes ?? 0) - observedBefore, silentStream: head?.status == 200 && !connected)
    }

    /// Waits until two polls 10 ms apart show the server using under a tenth of a core and `bytes` unchanged.
    func settle(bytes: () -> Int) {
        let deadline = Date().addingTimeInterval(settleLimit)
        var quiet = 0
        var last = cpu.sample()
        var lastBytes = bytes()
        while quiet < 2, Date() < deadline {
            Thread.sleep(forTimeInterval: 0.01)
            let now = cpu.sample()
            let nowBytes = bytes()
            let busy = last.flatMap { last in now.map { ProcessCPU.seconds(from: last, to: $0) } } ?? 0
            quiet = busy < 0.001 && nowBytes == lastBytes ? quiet + 1 : 0
            last = now
            lastBytes = nowBytes
        }
    }

    private func seconds(since before: ProcessCPU.Sample?) -> Double {
        guard let before, let after = cpu.sample() else { return 0 }
        return ProcessCPU.seconds(from: before, to: after)
    }
}
