import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import ServiceStackWire
import TestServices
import TestSupport
import Testing

/// Heartbeats, expiry, refusals and the end of subscriptions.
@Suite struct ServerEventsLifecycleTests {
    @Test func aHeartbeatIsAnsweredOnTheStream() async throws {
        try await withEventsHost { client, _ in
            let (stream, connect) = try await RawEventStream.open(client)
            defer { stream.close() }
            let heartbeatUrl = try #require(connect["heartbeatUrl"])
            let viaGet = try await client.execute("GET", heartbeatUrl)
            #expect(viaGet.status == 200)
            let viaPost = try await client.execute(
                "POST", heartbeatUrl, headers: ["Content-Type": "text/plain"], body: Data())
            #expect(viaPost.status == 200)
            let beats = await stream.count(2) { $0.data.hasPrefix("cmd.onHeartbeat ") }
            #expect(beats == 2)
            let beat = try await stream.frame(startingWith: "cmd.onHeartbeat ")
            #expect(beat.stringValues["id"] == connect["id"])
        }
    }

    @Test func anUnknownSubscriptionIsA404() async throws {
        try await withEventsHost { client, _ in
            let heartbeat = try await client.execute("GET", "event-heartbeat?id=nope")
            #expect(heartbeat.status == 404)
            #expect(heartbeat.responseStatus?.message == "Subscription nope does not exist")
            let unregister = try await client.execute("POST", "event-unregister?id=nope")
            #expect(unregister.status == 404)
            let update = try await client.execute(
                "POST", "event-subscribers/nope", headers: ["Content-Type": "application/json"],
                body: Data(#"{"subscribeChannels":["x"]}"#.utf8))
            #expect(update.status == 404)
        }
    }

    @Test func aSubscriberWithoutHeartbeatsExpiresAndItsChannelIsTold() async throws {
        // An hour of idle time and of housekeeping interval passes on the test clock only: a housekeeping that
        // waited or measured in real time would not expire the subscriber before the wait below gives up.
        let broker = RecordingBroker()
        let clock = TestClock()
        try await withEventsHost(
            tuned {
                $0.houseKeepingInterval = .seconds(3600)
                $0.broker = broker
                $0.clock = ServerClock(clock)
            }
        ) { client, events in
            let (quiet, quietConnect) = try await RawEventStream.open(client)
            defer { quiet.close() }
            let quietId = try #require(quietConnect["id"])
            #expect(quietConnect["idleTimeoutMs"] == "3600000")

            clock.advance(by: .seconds(3600) + events.feature.houseKeepingInterval)
            #expect(await quiet.waitUntilClosed())
            let toldLeave = await eventually {
                broker.published.contains {
                    $0.channel == "home" && $0.selector == "cmd.onLeave" && $0.body.contains(quietId)
                }
            }
            #expect(toldLeave)
            #expect(await eventually { events.localSubscriptionCount == 0 })
            #expect(try await events.subscriptions().isEmpty)
        }
    }

    @Test func anonymousCallersGetA401WhenLimitedToAuthenticatedUsers() async throws {
        try await withEventsHost(tuned { $0.limitToAuthenticatedUsers = true }) { client, _ in
            let anonymous = try await client.execute("GET", "event-stream?channels=home")
            #expect(anonymous.status == 401)
            #expect(anonymous.responseStatus?.errorCode == "Unauthorized")

            let token = try await signIn(client.makeClient())
            let (stream, connect) = try await RawEventStream.open(
                client, headers: ["Authorization: Bearer \(token)"])
            defer { stream.close() }
            #expect(connect["userId"] == "1")
        }
    }

    @Test func subscriptionIdsAre32LowercaseHexDigits() async throws {
        try await withEventsHost { client, _ in
            var ids: Set<String> = []
            for _ in 0..<3 {
                let (stream, connect) = try await RawEventStream.open(client)
                defer { stream.close() }
                let id = try #require(connect["id"])
                #expect(id.utf8.count == 32)
                #expect(id.allSatisfy { "0123456789abcdef".contains($0) }, "\(id)")
                ids.insert(id)
            }
            #expect(ids.count == 3)
        }
    }

    /// The stream's endpoint checks a Basic password itself (in the task that sets the subscription up), not
    /// before it runs: the caller still subscribes as its user.
    @Test func aBasicAuthCallerSubscribesAsItsUser() async throws {
        try await withEventsHost(tuned { $0.limitToAuthenticatedUsers = true }) { client, _ in
            let basic = "Basic " + Data("test:test".utf8).base64EncodedString()
            let (stream, connect) = try await RawEventStream.open(client, headers: ["Authorization: \(basic)"])
            defer { stream.close() }
            #expect(connect["userId"] == "1")
            #expect(connect["isAuthenticated"] == "true")

            let wrong = "Basic " + Data("test:wrong".utf8).base64EncodedString()
            let refused = try await client.execute(
                "GET", "event-stream?channels=home", headers: ["Authorization": wrong])
            #expect(refused.status == 401)
        }
    }

    @Test func theOnConnectHookMayRefuseASubscription() async throws {
        try await withEventsHost(
            tuned {
                $0.onConnect = { info, _ in
                    if info.channels.contains("secret") { throw HttpError.forbidden("Not for you") }
                }
            }
        ) { client, events in
            let refused = try await client.execute("GET", "event-stream?channels=secret")
            #expect(refused.status == 403)
            #expect(refused.responseStatus?.message == "Not for you")
            #expect(events.localSubscriptionCount == 0)
        }
    }

    @Test func hooksSeeSubscriptionsStartAndEnd() async throws {
        let seen = Locked<[String]>([])
        try await withEventsHost(
            tuned {
                $0.onSubscribe = { info in seen.withLock { $0.append("subscribe \(info.channels)") } }
                $0.onUnsubscribe = { info in seen.withLock { $0.append("unsubscribe \(info.channels)") } }
            }
        ) { client, _ in
            let (stream, connect) = try await RawEventStream.open(client, channels: "a,b")
            _ = try await client.execute("POST", try #require(connect["unRegisterUrl"]))
            #expect(await stream.waitUntilClosed())
            stream.close()
        }
        #expect(seen.current == ["subscribe [\"a\", \"b\"]", "unsubscribe [\"a\", \"b\"]"])
    }

    @Test func subscribersThatLeaveLeaveNothingBehind() async throws {
        let clock = TestClock()
        try await withEventsHost(
            tuned {
                $0.houseKeepingInterval = .seconds(3600)
                $0.clock = ServerClock(clock)
            }
        ) { client, events in
            var streams: [RawEventStream] = []
            for index in 0..<20 {
                let (stream, _) = try await RawEventStream.open(client, channels: "room\(index % 3)")
                streams.append(stream)
            }
            #expect(events.localSubscriptionCount == 20)
            try await events.notifyAll(["n": 1], selector: "cmd.ping")
            for stream in streams { _ = try await stream.frame(startingWith: "cmd.ping ") }
            for stream in streams.prefix(10) { stream.close() }
            try await events.notifyAll(["n": 2], selector: "cmd.ping")
            for stream in streams.suffix(10) {
                let connect = try #require(stream.frames.first?.stringValues)
                _ = try await client.execute("POST", try #require(connect["unRegisterUrl"]))
            }
            let drained = await eventually {
                (try? await events.subscriptions().isEmpty) == true && events.localSubscriptionCount == 0
            }
            #expect(drained)
            #expect(events.isHousekeeping)
            // Its next round finds nobody left, and it stops.
            clock.advance(by: events.feature.houseKeepingInterval)
            #expect(await eventually { !events.isHousekeeping })
        }
    }

    @Test func stoppingTheServerEndsOpenStreams() async throws {
        let host = try await makeTestHost()
        let events = try #require(host.serverEvents)
        let running = try await host.start()
        let stream = try RawEventStream(port: running.port)
        stream.startReading()
        _ = try await stream.frame(startingWith: "cmd.onConnect ")
        await running.stop()
        #expect(await stream.waitUntilClosed())
        #expect(events.localSubscriptionCount == 0)
        stream.close()
    }
}
