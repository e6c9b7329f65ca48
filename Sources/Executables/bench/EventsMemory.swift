import Foundation
import NIOCore

/// `bench events`, part 3: resident memory of a server holding idle subscribers. The server runs in a child
/// process (this executable's hidden `events-host` subcommand), so the subscribers' own memory is not counted.
enum EventsMemory {
    struct Reading {
        let server: String
        let subscribers: Int
        /// Resident kilobytes of the child: started and warmed up, with every subscriber connected, after they left,
        /// and with as many connected again (what the first wave freed is reused rather than added to: no leak).
        let before: Int
        let connected: Int
        let after: Int
        let connectedAgain: Int
        let connectSeconds: Double

        var perSubscriberKB: Double { Double(connected - before) / Double(subscribers) }
    }

    /// Connects `subscribers` idle subscribers (each to a channel of its own) to a fresh `server` child process
    /// and reads its resident memory before, while they are connected, and after they have left.
    static func measure(server: String, subscribers: Int, group: any EventLoopGroup) async throws -> Reading {
        let child = try EventsHostProcess.launch(server: server)
        defer { child.stop() }
        let port = try child.port()
        let connect = { (count: Int) in
            try await EventsSubscribers.connect(
                count, port: port, path: "/event-stream", query: { "channels=idle\($0)" },
                tally: DeliveryTally(subscribers: count, messages: 0), group: group)
        }
        let warmUp = try await connect(min(200, subscribers))
        await warmUp.disconnect()
        try await child.waitForNoSubscribers()
        try await Task.sleep(for: .seconds(1))
        let before = try child.residentKilobytes()

        let started = ContinuousClock.now
        let idle = try await connect(subscribers)
        let connectSeconds = (ContinuousClock.now - started).inSeconds
        try await Task.sleep(for: .seconds(1))
        let connected = try child.residentKilobytes()
        let held = try child.subscriberCount()
        guard held == subscribers else { throw BenchError.unexpected("\(server) holds \(held) of \(subscribers)") }

        await idle.disconnect()
        try await child.waitForNoSubscribers()
        try await Task.sleep(for: .seconds(1))
        let after = try child.residentKilobytes()

        let secondWave = try await connect(subscribers)
        try await Task.sleep(for: .seconds(1))
        let connectedAgain = try child.residentKilobytes()
        await secondWave.disconnect()
        try await child.waitForNoSubscribers()
        return Reading(
            server: server, subscribers: subscribers, before: before, connected: connected, after: after,
            connectedAgain: connectedAgain, connectSeconds: connectSeconds)
    }

    /// The child's side: starts `server` (`ours` or `baseline`), prints `port {n}`, answers each `count` line on
    /// standard input with `count {subscribers}`, and stops when standard input ends.
    static func host(server kind: String) async throws {
        var options = EventsServerOptions()
        options.maxQueuedMessages = 1_000
        // One channel per subscriber: each join is announced to its own channel only.
        options.notifyChannelOfSubscriptions = true
        let server = try await startEventsServer(kind, options)
        answer("port \(server.port)")
        let (commands, continuation) = AsyncStream.makeStream(of: String.self)
        Thread.detachNewThread {
            while let line = readLine() { continuation.yield(line) }
            continuation.finish()
        }
        for await command in commands where command == "count" {
            try await server.sweep()
            answer("count \(server.subscriberCount)")
        }
        await server.stop()
    }

    private static func answer(_ line: String) {
        FileHandle.standardOutput.write(Data((line + "\n").utf8))
    }
}

/// The `events-host` child process, seen from the bench.
private final class EventsHostProcess: @unchecked Sendable {
    private let process: Process
    private let input: FileHandle
    private var lines: ChildOutputLines

    private init(process: Process, input: FileHandle, output: FileHandle) {
        self.process = process
        self.input = input
        self.lines = ChildOutputLines(output, childName: "events-host")
    }

    static func launch(server: String) throws -> EventsHostProcess {
        let process = Process()
        process.executableURL = Bundle.main.executableURL ?? URL(fileURLWithPath: CommandLine.arguments[0])
        process.arguments = ["events-host", "--server", server]
        let input = Pipe()
        let output = Pipe()
        process.standardInput = input
        process.standardOutput = output
        try process.run()
        return EventsHostProcess(
            process: process, input: input.fileHandleForWriting, output: output.fileHandleForReading)
    }

    func port() throws -> Int {
        try number(after: "port ")
    }

    func subscriberCount() throws -> Int {
        input.write(Data("count\n".utf8))
        return try number(after: "count ")
    }

    func waitForNoSubscribers(timeout: Duration = .seconds(60)) async throws {
        let deadline = ContinuousClock.now + timeout
        while try subscriberCount() > 0 {
            guard ContinuousClock.now < deadline else { throw BenchError.unexpected("subscribers never left") }
            try await Task.sleep(for: .milliseconds(50))
        }
    }

    func residentKilobytes() throws -> Int {
        guard let kb = Measure.residentKilobytes(ofProcess: process.processIdentifier) else {
            throw BenchError.unexpected("no VmRSS for process \(process.processIdentifier)")
        }
        return kb
    }

    func stop() {
        try? input.close()
        process.waitUntilExit()
    }

    private func number(after prefix: String) throws -> Int {
        let line = try lines.next()
        guard line.hasPrefix(prefix), let value = Int(line.dropFirst(prefix.count)) else {
            throw BenchError.unexpected("events-host said: \(line)")
        }
        return value
    }
}
