import Foundation
import TestSupport
import Testing

@testable import ServiceStack

#if !canImport(Darwin)
    /// Outside Apple platforms a client's connection runs on the Server Events thread, which also keeps the waits of
    /// clients on `ContinuousClock`: an idle client then wakes no pool thread for its heartbeats.
    @Suite struct ServerEventsThreadTests {
        static let threadName = "ss.events"

        static func currentThreadName() -> String { Thread.current.name ?? "" }

        @Test(arguments: StreamingTransportKind.allCases)
        func aClientOnTheContinuousClockRunsOnItsThreadAndKeepsSendingHeartbeats(
            _ kind: StreamingTransportKind
        ) async throws {
            let server = ScriptedEventServer(.init())
            try await server.start()
            let serviceClient = JsonServiceClient(baseUrl: server.baseUrl, transport: kind.makeTransport())
            let client = ServerEventsClient(serviceClient: serviceClient, channels: ["home"])
            let connectThreads = Collected<String>()
            let chatThreads = Collected<String>()
            client.onConnect = { _ in connectThreads.append(Thread.current.name ?? "") }
            client.handle("cmd.chat") { _ in chatThreads.append(Thread.current.name ?? "") }
            client.start()
            // The server asks for 100 ms heartbeats, clamped to a second: the clock's waits are this thread's.
            #expect(await eventually { server.heartbeats.count >= 2 })
            #expect(connectThreads.all == [Self.threadName])
            #expect(!chatThreads.all.isEmpty && chatThreads.all.allSatisfy { $0 == Self.threadName })
            await client.stop()
            #expect(server.unregistered == ["sub1"])
            await server.stop()
        }

        @Test func aSleepEndsNoSoonerThanItsDurationAndOnTheThread() async throws {
            let thread = ServerEventsThread.shared
            let names = try await Task(executorPreference: thread) {
                let before = Self.currentThreadName()
                let start = ContinuousClock.now
                try await thread.sleep(for: .milliseconds(20))
                let slept = start.duration(to: .now)
                return (before, Self.currentThreadName(), slept)
            }.value
            #expect(names.0 == Self.threadName)
            #expect(names.1 == Self.threadName)
            #expect(names.2 >= .milliseconds(20))
        }

        @Test func theWaitsOfAClientOnTheContinuousClockAreKeptByTheThread() async throws {
            let clock = ServerEventsClock(ContinuousClock())
            let hour = Task { try await clock.sleep(seconds: 3600) }
            // No other wait is this long: the longest a client takes is a clamped 300 s heartbeat interval.
            #expect(
                await eventually(within: 60) {
                    ServerEventsThread.shared.lastDue.map { ContinuousClock.now.duration(to: $0) > .seconds(3000) }
                        ?? false
                })
            hour.cancel()
            await #expect(throws: CancellationError.self) { try await hour.value }
        }

        @Test func cancellingASleepEndsItWithCancellationError() async throws {
            let thread = ServerEventsThread.shared
            let sleeper = Task { try await thread.sleep(for: .seconds(3600)) }
            sleeper.cancel()
            await #expect(throws: CancellationError.self) { try await sleeper.value }
            let cancelledFirst = Task {
                withUnsafeCurrentTask { $0?.cancel() }
                try await thread.sleep(for: .seconds(3600))
            }
            await #expect(throws: CancellationError.self) { try await cancelledFirst.value }
        }
    }
#endif
