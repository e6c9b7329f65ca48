import Foundation
import NIOCore
import NIOPosix

/// `bench events --instructions`: instructions per delivery of a broadcast, ours and the raw route's, counted by
/// callgrind, which repeats on a busy machine where deliveries per second do not.
enum EventsInstructions {
    /// Subscribers of the broadcast channel in a counted run, and messages published per round.
    static let subscribers = 50
    static let window = 50

    /// Runs `bench events --side {baseline|ours} --operations N` (then 2N) under callgrind for each side and prints
    /// instructions per delivery (one message to one subscriber).
    static func run(subscribers: Int, messages: Int) throws {
        print(
            "callgrind: \(messages) and \(2 * messages) messages to \(subscribers) subscribers of one channel, per side; "
                + "counted: the server, the publisher and the raw subscribers (all in one process)")
        var rows: [(name: String, instructions: Double)] = []
        for (side, name) in [("baseline", "raw Hummingbird SSE route"), ("ours", "ServiceStack ServerEvents")] {
            let perMessage = try Callgrind.instructionsPerOperation(
                ["events", "--side", side, "--subscribers", "\(subscribers)"], operations: messages)
            rows.append((name + " (per delivery)", perMessage / Double(subscribers)))
        }
        print(Callgrind.report(rows))
    }

    /// The counted side: connects `subscribers` raw subscribers to one `side` server, broadcasts `operations`
    /// numbered messages in rounds of `window` until every subscriber has them all, and stops.
    static func side(_ side: String, subscribers: Int, operations: Int) async throws {
        let clients = MultiThreadedEventLoopGroup(numberOfThreads: 1)
        let server = try await startEventsServer(side, EventsServerOptions())
        let tally = DeliveryTally(subscribers: subscribers, messages: operations)
        let connected = try await EventsSubscribers.connect(
            subscribers, port: server.port, path: server.streamPath, query: { _ in "channels=bench" }, tally: tally,
            group: clients)
        var sent = 0
        while sent < operations {
            let roundEnd = min(operations, sent + window)
            for number in sent + 1...roundEnd { try await server.publish(BenchTick(n: number, t: 0)) }
            sent = roundEnd
            try await tally.waitUntilAll(reached: sent)
        }
        await connected.disconnect()
        await server.stop()
        try await clients.shutdownGracefully()
        if tally.outOfOrder > 0 { throw BenchError.unexpected("\(side): deliveries out of order") }
    }
}
