import ArgumentParser
import Foundation
import NIOCore
import NIOPosix
import ServiceStack
import ServiceStackAsyncHTTPClient
import ServiceStackWire

#if canImport(Glibc)
    import Glibc
#endif

/// `bench events --idle-client`: what one subscribed Server Events client costs while nothing is published. Our
/// server runs in this process; each client runs in a child process of its own (the hidden `events-idle-client`
/// subcommand), so only the client's CPU time is counted: its user and system time, and its wake-ups (the
/// context switches of all its threads), which the child reports when asked. The four clients idle side by side over
/// the same seconds: a raw NIO subscriber that only reads the stream, the same subscriber also sending the protocol's
/// heartbeat at the server's interval (as our clients must: the server drops a subscriber that stops), and our
/// client on the URLSession and the AsyncHTTPClient transport.
///
/// Instruction counts are not offered: an idle client does no operations to count, and what it runs over a fixed
/// period depends on timers and the scheduler; the wake-ups per second say how often it runs at all.
enum EventsIdleClient {
    static let transports = ["raw", "raw+heartbeat", "urlsession", "ahc"]

    struct Reading {
        let transport: String
        let cpuSeconds: Double
        let wakeUps: Int
    }

    static func run(seconds: Int) async throws {
        let server = try await startEventsServer("ours", EventsServerOptions())
        print("Idle Server Events client: \(server.name) in this process, one client per child process, \(seconds) s")
        var readings: [Reading] = []
        do {
            let clients = try transports.map { try IdleClientProcess.launch(transport: $0, port: server.port) }
            defer {
                for client in clients { client.stop() }
            }
            for client in clients { try client.waitUntilSubscribed() }
            let before = try clients.map { try $0.usage() }
            try await Task.sleep(for: .seconds(seconds))
            let after = try clients.map { try $0.usage() }
            for (index, client) in clients.enumerated() {
                readings.append(
                    Reading(
                        transport: client.transport, cpuSeconds: after[index].cpuSeconds - before[index].cpuSeconds,
                        wakeUps: after[index].contextSwitches - before[index].contextSwitches))
            }
        }
        await server.stop()
        report(readings, seconds: Double(seconds))
    }

    private static func report(_ readings: [Reading], seconds: Double) {
        let raw = readings.first { $0.transport == "raw" }?.cpuSeconds ?? 0
        let heartbeating = readings.first { $0.transport == "raw+heartbeat" }?.cpuSeconds ?? 0
        for reading in readings {
            let name = reading.transport.padding(toLength: 13, withPad: " ", startingAt: 0)
            let line = String(
                format: "%8.3f CPU s  %7.3f %% of a core  %@  %@  %9.1f wake-ups/s", reading.cpuSeconds,
                100 * reading.cpuSeconds / seconds, ratio(reading.cpuSeconds, raw, "raw"),
                ratio(reading.cpuSeconds, heartbeating, "raw+heartbeat"), Double(max(0, reading.wakeUps)) / seconds)
            print("  \(name) \(line)")
        }
        print(
            "  (raw+heartbeat: the raw subscriber also calling cmd.onConnect's heartbeatUrl every heartbeatIntervalMs.")
        print("   CPU: user and system time of the client's threads; wake-ups: their context switches. No instruction")
        print("   counts: an idle client does no operations, and what it runs in a given time depends on timers.)")
    }

    /// `value` against `baseline`, as `2.00x name`, or `(name: 0)`.
    private static func ratio(_ value: Double, _ baseline: Double, _ name: String) -> String {
        let text = baseline > 0 ? String(format: "%.2fx %@", value / baseline, name) : "(\(name): 0)"
        return text.padding(toLength: 20, withPad: " ", startingAt: 0)
    }

    /// The child's side: subscribes one client over `transport` to the server on `port`, prints `subscribed` once
    /// it has its `cmd.onConnect`, and stops when standard input ends.
    static func client(transport: String, port: Int) async throws {
        let baseUrl = "http://127.0.0.1:\(port)/"
        var stop: @Sendable () async -> Void
        switch transport {
        case "raw", "raw+heartbeat":
            stop = try await EventsIdleRawSubscriber.start(
                port: port, channels: "idle", heartbeat: transport == "raw+heartbeat")
            answer("subscribed")
        case "urlsession", "ahc":
            let serviceClient =
                transport == "ahc"
                ? JsonServiceClient(baseUrl: baseUrl, transport: AsyncHTTPClientTransport())
                : JsonServiceClient(baseUrl: baseUrl)
            let events = ServerEventsClient(serviceClient: serviceClient, channels: ["idle"])
            let (connected, continuation) = AsyncStream.makeStream(of: Void.self)
            events.onConnect = { _ in continuation.yield() }
            events.start()
            for await _ in connected { break }
            answer("subscribed")
            stop = { await events.stop() }
        default:
            throw BenchError.unexpected("unknown transport \(transport): raw, raw+heartbeat, urlsession or ahc")
        }
        // Answers each `usage` line until standard input ends.
        while let line = await Self.nextLine(), line == "usage" {
            var usage = rusage()
            getrusage(Int32(RUSAGE_SELF.rawValue), &usage)
            answer("usage \(Measure.processCPUSeconds()) \(usage.ru_nvcsw + usage.ru_nivcsw)")
        }
        await stop()
    }

    /// The next line of standard input, read on a thread of its own; nil at its end.
    private static func nextLine() async -> String? {
        await withCheckedContinuation { continuation in
            Thread.detachNewThread { continuation.resume(returning: readLine()) }
        }
    }

    private static func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// An `events-idle-client` child process, seen from the bench.
private final class IdleClientProcess: @unchecked Sendable {
    let transport: String
    private let process: Process
    private let input: FileHandle
    private var lines: ChildOutputLines

    private init(transport: String, process: Process, input: FileHandle, output: FileHandle) {
        self.transport = transport
        self.process = process
        self.input = input
        self.lines = ChildOutputLines(output, childName: "events-idle-client \(transport)")
    }

    static func launch(transport: String, port: Int) throws -> IdleClientProcess {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["events-idle-client", "--transport", transport, "--port", "\(port)"]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return IdleClientProcess(
            transport: transport, process: process, input: input.fileHandleForWriting,
            output: output.fileHandleForReading)
    }

    func waitUntilSubscribed() throws {
        let line = try lines.next()
        guard line == "subscribed" else { throw BenchError.unexpected("events-idle-client \(transport) said: \(line)") }
    }

    /// The child's CPU seconds (user and system, every thread it has had) and context switches so far.
    func usage() throws -> (cpuSeconds: Double, contextSwitches: Int) {
        input.write(Data("usage\n".utf8))
        let line = try lines.next()
        let fields = line.split(separator: " ")
        guard fields.count == 3, fields[0] == "usage", let cpu = Double(fields[1]), let switches = Int(fields[2]) else {
            throw BenchError.unexpected("events-idle-client \(transport) said: \(line)")
        }
        return (cpu, switches)
    }

    func stop() {
        try? input.close()
        process.waitUntilExit()
    }
}

extension Bench {
    /// The child process of `bench events --idle-client`: one subscribed client that does nothing.
    struct EventsIdleClientCommand: AsyncParsableCommand {
        static let configuration = CommandConfiguration(
            commandName: "events-idle-client",
            abstract: "One idle Server Events client for `bench events --idle-client`.",
            shouldDisplay: false)

        @Option(help: "raw, raw+heartbeat, urlsession or ahc.") var transport = "urlsession"
        @Option(help: "The server's port on 127.0.0.1.") var port: Int

        func run() async throws {
            try await EventsIdleClient.client(transport: transport, port: port)
        }
    }
}
