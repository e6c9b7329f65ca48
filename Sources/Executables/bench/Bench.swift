import ArgumentParser
import Foundation

/// `swift run -c release bench <suite>`: benchmarks printed as ratios against a baseline measured in the same run.
struct Bench: AsyncParsableCommand {
    static let configuration = CommandConfiguration(
        abstract: "Benchmarks, each printed as ratios to a baseline measured in the same run.",
        subcommands: [
            Client.self, Server.self, Codegen.self, AutoQuery.self, Harness.self, Events.self, EventsHost.self,
            EventsIdleClientCommand.self,
            ServerHost.self,
        ])

    struct Client: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Round-trips per second of the client transports against a raw AsyncHTTPClient baseline.")

        @Option(help: "Calls per concurrent measurement (an eighth of that for the sequential one).")
        var calls = 8_000
        @Option(help: "Measurement rounds; transports alternate and medians are reported.") var rounds = 5
        @Option(help: "Calls in flight for the concurrent measurement.") var concurrency = 32
        @Option(
            help:
                "Only make this many sequential calls with one candidate (raw, raw-eventloop, raw-urlsession, ahc, ahc-shared or urlsession), for profilers."
        )
        var profile: String?
        @Option(
            help:
                "A checkout of ServiceStack/ServiceStack.Swift 6.0.5: its JsonServiceClient is built in a scratch package and measured alongside."
        )
        var officialClient: String?
        @Flag(help: "Instead: instructions per call of each candidate, counted by callgrind (needs valgrind).")
        var instructions = false
        @Option(help: "With --instructions: calls per callgrind run (each candidate runs N and 2N).")
        var instructionCalls = 300
        @Option(help: .hidden) var side: String?
        @Option(help: .hidden) var url: String?
        @Option(help: .hidden) var operations: Int?

        func run() async throws {
            if let side, let url, let operations {
                try await ClientBench.side(side, baseUrl: url, operations: operations, concurrency: concurrency)
                return
            }
            let official = try officialClient.map { try OfficialClient.build(checkout: $0) }
            if instructions {
                try await ClientBench.instructions(
                    operations: instructionCalls, concurrency: concurrency, official: official)
            } else if let profile {
                try await ClientBench.profile(candidate: profile, calls: calls)
            } else {
                try await ClientBench.run(calls: calls, concurrency: concurrency, rounds: rounds, official: official)
            }
        }
    }

    struct Server: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Requests per second of the typed Hello service against a raw Hummingbird JSON route.")

        @Option(help: "Seconds of load per round.") var seconds = 5
        @Option(help: "Rounds; the routes take turns and medians are reported.") var rounds = 5
        @Option(help: "Concurrent connections.") var connections = 32
        @Option(help: "Typed requests served between the two memory readings.") var memoryRequests = 100_000
        @Option(help: "The Vapor peer's executable (default: Benchmarks/.build/release/vapor-hello, when built).")
        var vapor: String?
        @Flag(help: "Instead: server-side instructions per request, counted by callgrind (valgrind).")
        var instructions = false
        @Option(
            help: "With --instructions, requests of the shorter callgrind run (the longer one sends twice as many).")
        var operations = 1_000
        @Flag(
            help: "Instead: a service needing an `ss-id` session, sessions in PostgreSQL against sessions in memory.")
        var sessions = false
        @Option(help: "With --sessions, the PostgreSQL database's URL (default: $SERVICESTACK_POSTGRES_URL).") var url:
            String?

        func run() async throws {
            guard sessions else {
                let peers = try ServerBench.peers(vapor: vapor)
                if instructions {
                    try await ServerBench.instructions(peers, requests: operations)
                } else {
                    try await ServerBench.run(
                        peers, seconds: seconds, connections: connections, rounds: rounds,
                        memoryRequests: memoryRequests)
                }
                return
            }
            guard let url = url ?? ProcessInfo.processInfo.environment["SERVICESTACK_POSTGRES_URL"] else {
                throw BenchError.unexpected("bench server --sessions needs --url or SERVICESTACK_POSTGRES_URL")
            }
            try await SessionsBench.run(seconds: seconds, rounds: rounds, connections: connections, url: url)
        }
    }

    struct Harness: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Round-trips per second of Hello in memory against the same host over loopback HTTP.")

        @Option(help: "Calls per concurrent measurement (a quarter of that for the sequential one).")
        var calls = 4_000
        @Option(help: "Measurement rounds; transports alternate and medians are reported.") var rounds = 3
        @Option(help: "Calls in flight for the concurrent measurement.") var concurrency = 16

        func run() async throws {
            try await HarnessBench.run(calls: calls, concurrency: concurrency, rounds: rounds)
        }
    }

    struct AutoQuery: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "autoquery",
            abstract: "AutoQuery latency and req/s against the same queries hand-written in SQL.")

        @Option(help: "Rows in the generated table.") var rows = 100_000
        @Option(help: "Seconds of load per round.") var seconds = 5
        @Option(help: "Rounds; the two services alternate and medians are reported.") var rounds = 3
        @Option(help: "Concurrent connections.") var connections = 16
        @Option(help: "The database: sqlite (a temporary file) or postgres (--url).") var database = "sqlite"
        @Option(help: "The PostgreSQL database's postgres:// URL (default: $SERVICESTACK_POSTGRES_URL).") var url:
            String?

        func run() async throws {
            let target = try AutoQueryBenchDatabase(
                name: database, url: url ?? ProcessInfo.processInfo.environment["SERVICESTACK_POSTGRES_URL"])
            try await AutoQueryBench.run(
                rows: rows, seconds: seconds, rounds: rounds, connections: connections, database: target)
        }
    }

    struct Events: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract:
                "Server Events broadcast throughput, latency and memory per idle subscriber against a raw Hummingbird SSE route."
        )

        @Flag(help: "A short run: 200 subscribers, 300 messages, one round, 1,000 idle subscribers.") var quick = false
        @Option(help: "Subscribers of the broadcast channel.") var subscribers: Int?
        @Option(help: "Messages per throughput run.") var messages: Int?
        @Option(help: "Rounds; the servers alternate and medians are reported.") var rounds: Int?
        @Option(help: "Idle subscribers for the memory reading.") var idleSubscribers: Int?
        @Option(help: "Only run broadcasts of one server (ours or baseline), for profilers.") var profile: String?
        @Flag(help: "CPU time and wake-ups of one idle subscribed client per transport against a raw subscriber.")
        var idleClient = false
        @Option(help: "Seconds the idle clients are measured (--idle-client).") var seconds = 60
        @Flag(help: "Instructions per delivery of each server, counted by callgrind (needs valgrind).")
        var instructions = false
        @Option(help: .hidden) var side: String?
        @Option(help: .hidden) var operations = 200

        func run() async throws {
            if instructions {
                return try EventsInstructions.run(
                    subscribers: subscribers ?? EventsInstructions.subscribers, messages: operations)
            }
            if let side {
                return try await EventsInstructions.side(
                    side, subscribers: subscribers ?? EventsInstructions.subscribers, operations: operations)
            }
            var settings = quick ? EventsBench.Settings.quick : EventsBench.Settings()
            settings.subscribers = subscribers ?? settings.subscribers
            settings.messages = messages ?? settings.messages
            settings.rounds = rounds ?? settings.rounds
            settings.idleSubscribers = idleSubscribers ?? settings.idleSubscribers
            if idleClient {
                try await EventsIdleClient.run(seconds: seconds)
            } else if let profile {
                try await EventsBench.profile(server: profile, settings)
            } else {
                try await EventsBench.run(settings)
            }
        }
    }

    /// The child process of `bench events`' memory reading: hosts one Server Events server.
    struct EventsHost: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "events-host", abstract: "Hosts one Server Events server for `bench events`.",
            shouldDisplay: false)

        @Option(help: "ours or baseline.") var server = "ours"

        func run() async throws {
            try await EventsMemory.host(server: server)
        }
    }

    struct Codegen: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            abstract: "Swift generation time for the largest fixture and a synthetic 2,000-type document.")

        @Flag(
            help: "Also count instructions per generation under callgrind (class mode, struct mode, largest fixture).")
        var instructions = false
        @Option(help: .hidden) var operations: Int?
        @Option(help: .hidden) var mode = "class"

        func run() async throws {
            if let operations {
                try CodegenBench.generate(mode: mode, times: operations)
            } else {
                try await CodegenBench.run(instructions: instructions)
            }
        }
    }
}
