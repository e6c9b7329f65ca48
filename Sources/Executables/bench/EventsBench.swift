import Foundation
import NIOCore
import NIOPosix

/// `bench events`: Server Events broadcast throughput and delivery latency of `ServerEventsFeature` against a
/// hand-written SSE route on plain Hummingbird, measured alternately in one run with raw subscribers in this
/// process; then resident memory per idle subscriber of each, in a child process.
enum EventsBench {
    struct Settings {
        var subscribers = 1_000
        var messages = 500
        /// Messages per publishing round; the publisher starts a round once every subscriber has the one before
        /// last, so at most two rounds wait in any subscriber's queue.
        var window = 100
        var rounds = 3
        var latencyRate = 10
        var latencySeconds = 5
        var idleSubscribers = 10_000

        static let quick = Settings(
            subscribers: 200, messages: 300, window: 50, rounds: 1, latencyRate: 10, latencySeconds: 2,
            idleSubscribers: 1_000)
    }

    private struct BroadcastResult {
        let rate: Double
        let cpuMicroseconds: Double
        /// Frames each subscriber socket read brought: above 1 when frames arrive faster than subscribers read.
        let framesPerRead: Double
    }

    private struct Results {
        var rates: [Double] = []
        var cpuPerDelivery: [Double] = []
        var p50: [Double] = []
        var p99: [Double] = []
    }

    static func run(_ settings: Settings) async throws {
        let clients = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let options = EventsServerOptions()
        let servers: [any EventsServer] = [
            try await BaselineEventsServer.start(), try await OurEventsServer.start(options),
        ]
        print(
            "\(settings.subscribers) subscribers on one channel, \(settings.messages) messages per throughput run "
                + "(rounds of \(settings.window)), latency at \(settings.latencyRate) msg/s for "
                + "\(settings.latencySeconds) s, \(settings.rounds) rounds")
        print(
            "ServerEventsFeature: maxQueuedMessages \(options.maxQueuedMessages) (at most \(2 * settings.window) "
                + "ever wait), notifyChannelOfSubscriptions \(options.notifyChannelOfSubscriptions)")
        let warmUp = Settings(subscribers: 50, messages: 200, window: 50)
        for server in servers { _ = try await broadcast(server, warmUp, clients) }

        var results = Array(repeating: Results(), count: servers.count)
        for round in 0..<settings.rounds {
            for index in ClientBench.rotated(Array(servers.indices), by: round) {
                let result = try await broadcast(servers[index], settings, clients)
                results[index].rates.append(result.rate)
                results[index].cpuPerDelivery.append(result.cpuMicroseconds)
            }
            for index in ClientBench.rotated(Array(servers.indices), by: round) {
                let (p50, p99) = try await latency(servers[index], settings, clients)
                results[index].p50.append(p50)
                results[index].p99.append(p99)
            }
            print(
                "round \(round + 1): deliveries/s " + results.map { Measure.format($0.rates[round]) }.joined()
                    + "   ours/baseline " + Measure.ratio(results[1].rates[round], results[0].rates[round])
                    + String(format: "   p50 ms %.2f / %.2f", results[0].p50[round], results[1].p50[round]))
        }
        if settings.rounds > 0 { report(servers.map(\.name), results) }
        for server in servers { await server.stop() }

        guard Measure.residentKilobytes(ofProcess: getpid()) != nil else {
            print("\nno /proc here: resident memory per idle subscriber is measured on Linux only")
            return try await clients.shutdownGracefully()
        }
        print(
            "\nidle subscribers: \(settings.idleSubscribers), each on a channel of its own with join notifications on")
        print(
            "server                         RSS before   connected    left      again      per subscriber   connect time"
        )
        for kind in ["baseline", "ours"] {
            let reading = try await EventsMemory.measure(
                server: kind, subscribers: settings.idleSubscribers, group: clients)
            print(
                (kind == "ours" ? servers[1].name : servers[0].name).padding(toLength: 30, withPad: " ", startingAt: 0)
                    + String(
                        format: "%7.1f MiB  %7.1f MiB  %7.1f MiB  %7.1f MiB  %7.1f KB       %5.1f s",
                        Double(reading.before) / 1024, Double(reading.connected) / 1024,
                        Double(reading.after) / 1024, Double(reading.connectedAgain) / 1024,
                        reading.perSubscriberKB, reading.connectSeconds))
        }
        try await clients.shutdownGracefully()
    }

    /// Only broadcast runs of one server (`ours` or `baseline`), for profilers.
    static func profile(server kind: String, _ settings: Settings) async throws {
        let clients = MultiThreadedEventLoopGroup(numberOfThreads: 2)
        let server = try await startEventsServer(kind, EventsServerOptions())
        for _ in 0..<settings.rounds {
            let result = try await broadcast(server, settings, clients)
            print(
                "\(server.name): \(Measure.format(result.rate)) deliveries/s, "
                    + String(
                        format: "%.2f CPU µs each, %.2f frames per subscriber read", result.cpuMicroseconds,
                        result.framesPerRead))
        }
        await server.stop()
        try await clients.shutdownGracefully()
    }

    private static func report(_ names: [String], _ results: [Results]) {
        let baseline = results[0]
        print("\nserver                         deliveries/s  ratio  per-round  CPU µs/delivery   p50 ms   p99 ms")
        for (name, result) in zip(names, results) {
            let rate = Measure.median(result.rates)
            let paired = Measure.median(zip(result.rates, baseline.rates).map { $0 / $1 })
            print(
                name.padding(toLength: 30, withPad: " ", startingAt: 0) + Measure.format(rate) + "    "
                    + Measure.ratio(rate, Measure.median(baseline.rates)) + "  " + Measure.ratio(paired, 1)
                    + String(
                        format: "     %6.2f        %7.2f  %7.2f", Measure.median(result.cpuPerDelivery),
                        Measure.median(result.p50), Measure.median(result.p99)))
        }
        print("(CPU covers the whole process: server, publisher and the raw subscribers; p50/p99: medians over rounds)")
    }

    /// Broadcasts `settings.messages` numbered messages to `settings.subscribers` subscribers of one channel;
    /// returns deliveries per second (from the first publish until the last subscriber has the last message)
    /// and the process's CPU microseconds per delivery.
    private static func broadcast(_ server: any EventsServer, _ settings: Settings, _ clients: any EventLoopGroup)
        async throws -> BroadcastResult
    {
        let tally = DeliveryTally(subscribers: settings.subscribers, messages: settings.messages)
        let subscribers = try await subscribe(server, tally, clients)
        let cpuBefore = Measure.processCPUSeconds()
        let start = ContinuousClock.now
        var sent = 0
        while sent < settings.messages {
            let roundEnd = min(settings.messages, sent + settings.window)
            for number in sent + 1...roundEnd {
                try await server.publish(BenchTick(n: number, t: MonotonicClock.nanoseconds))
            }
            if sent > 0 { try await tally.waitUntilAll(reached: sent) }
            sent = roundEnd
        }
        try await tally.waitUntilAll(reached: settings.messages)
        let cpu = Measure.processCPUSeconds() - cpuBefore
        let elapsed = ((tally.completedAt ?? .now) - start).inSeconds
        try await unsubscribe(subscribers, from: server, tally)
        let deliveries = Double(settings.subscribers * settings.messages)
        return BroadcastResult(
            rate: deliveries / elapsed, cpuMicroseconds: cpu * 1e6 / deliveries,
            framesPerRead: deliveries / Double(max(tally.reads, 1)))
    }

    /// Publishes at `settings.latencyRate` messages per second for `settings.latencySeconds`; returns the p50 and
    /// p99 of receive time minus send time over every delivery, in milliseconds.
    private static func latency(_ server: any EventsServer, _ settings: Settings, _ clients: any EventLoopGroup)
        async throws -> (p50: Double, p99: Double)
    {
        let messages = settings.latencyRate * settings.latencySeconds
        let tally = DeliveryTally(subscribers: settings.subscribers, messages: messages, recordsLatency: true)
        let subscribers = try await subscribe(server, tally, clients)
        let interval = Duration.seconds(1) / settings.latencyRate
        var next = ContinuousClock.now
        for number in 1...messages {
            try await server.publish(BenchTick(n: number, t: MonotonicClock.nanoseconds))
            next += interval
            try await Task.sleep(until: next, clock: .continuous)
        }
        try await tally.waitUntilAll(reached: messages)
        try await unsubscribe(subscribers, from: server, tally)
        let latencies = tally.sortedLatencies
        return (Measure.percentile(latencies, 0.50), Measure.percentile(latencies, 0.99))
    }

    private static func subscribe(_ server: any EventsServer, _ tally: DeliveryTally, _ clients: any EventLoopGroup)
        async throws -> EventsSubscribers
    {
        try await EventsSubscribers.connect(
            tally.subscribers, port: server.port, path: server.streamPath, query: { _ in "channels=bench" },
            tally: tally, group: clients)
    }

    /// Checks every delivery arrived in order, closes the subscribers and waits until the server has let go.
    private static func unsubscribe(
        _ subscribers: EventsSubscribers, from server: any EventsServer, _ tally: DeliveryTally
    ) async throws {
        let outOfOrder = tally.outOfOrder
        await subscribers.disconnect()
        let deadline = ContinuousClock.now + .seconds(30)
        while server.subscriberCount > 0 {
            guard ContinuousClock.now < deadline else { throw BenchError.unexpected("\(server.name) kept subscribers") }
            try await server.sweep()
            try await Task.sleep(for: .milliseconds(20))
        }
        if outOfOrder > 0 { throw BenchError.unexpected("\(server.name): \(outOfOrder) deliveries out of order") }
    }
}
