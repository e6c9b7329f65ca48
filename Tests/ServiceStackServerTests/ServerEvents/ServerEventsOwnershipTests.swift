import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A subscription id is shown to every member of its channels, so it proves nothing: only the subscription's owner
/// (its signed-in user, its `ss-id`, or the token of its own `onConnect` URLs) may send its heartbeats, end it or
/// change its channels.
@Suite struct ServerEventsOwnershipTests {
    @Test func strangersCannotHeartbeatUnregisterOrUpdateAnAnonymousSubscription() async throws {
        try await withEventsHost { client, events in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let annId = try #require(annConnect["id"])
            let strangerCookie = ["Cookie": "ss-id=stranger-session"]
            for headers in [[:], strangerCookie] {
                let heartbeat = try await client.execute("POST", "event-heartbeat?id=\(annId)", headers: headers)
                #expect(heartbeat.status == 403)
                #expect(heartbeat.responseStatus?.errorCode == "Forbidden")
                let unregister = try await client.execute("POST", "event-unregister?id=\(annId)", headers: headers)
                #expect(unregister.status == 403)
                let update = try await client.execute(
                    "POST", "event-subscribers/\(annId)",
                    headers: headers.merging(["Content-Type": "application/json"]) { $1 },
                    body: Data(#"{"subscribeChannels":["secret"]}"#.utf8))
                #expect(update.status == 403)
                let forged = try await client.execute(
                    "POST", "event-unregister?id=\(annId)&token=\(String(repeating: "0", count: 32))", headers: headers)
                #expect(forged.status == 403)
            }
            #expect(ann.frames.contains { $0.data.hasPrefix("cmd.onHeartbeat") } == false)
            #expect(events.localSubscriptionCount == 1)
            #expect(try await events.subscriptions().first?.channels == ["home"])
        }
    }

    @Test func theOwnerActsWithItsSessionOrTheTokenOfItsOwnUrls() async throws {
        try await withEventsHost { client, events in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let annId = try #require(annConnect["id"])
            let sessionId = try #require(ann.sessionCookie)

            let bySession = try await client.execute(
                "POST", "event-heartbeat?id=\(annId)", headers: ["Cookie": "ss-id=\(sessionId)"])
            #expect(bySession.status == 200)
            let heartbeatUrl = try #require(annConnect["heartbeatUrl"])
            #expect(heartbeatUrl.contains("&token="))
            let byToken = try await client.execute("POST", heartbeatUrl)
            #expect(byToken.status == 200)
            #expect(await ann.count(2) { $0.data.hasPrefix("cmd.onHeartbeat ") } == 2)

            let update = try await client.execute(
                "POST", try #require(annConnect["updateSubscriberUrl"]),
                headers: ["Content-Type": "application/json"], body: Data(#"{"subscribeChannels":["work"]}"#.utf8))
            #expect(update.status == 200)
            #expect(try await events.subscriptions().first?.channels == ["home", "work"])

            let unregister = try await client.execute("POST", try #require(annConnect["unRegisterUrl"]))
            #expect(unregister.status == 200)
            #expect(await ann.waitUntilClosed())
        }
    }

    @Test func aSignedInSubscriptionBelongsToItsUser() async throws {
        try await withEventsHost { client, _ in
            let token = try await signIn(client.makeClient())
            let (stream, connect) = try await RawEventStream.open(
                client, channels: "home", headers: ["Authorization: Bearer \(token)"])
            defer { stream.close() }
            let id = try #require(connect["id"])
            #expect(connect["isAuthenticated"] == "true")

            let anonymous = try await client.execute("POST", "event-heartbeat?id=\(id)")
            #expect(anonymous.status == 403)
            let sameSessionCookieButAnonymous = try await client.execute(
                "POST", "event-unregister?id=\(id)", headers: ["Cookie": "ss-id=\(stream.sessionCookie ?? "")"])
            #expect(sameSessionCookieButAnonymous.status == 403)
            let asTheUser = try await client.execute(
                "POST", "event-heartbeat?id=\(id)", headers: ["Authorization": "Bearer \(token)"])
            #expect(asTheUser.status == 200)
        }
    }

    @Test func theOwnerTokenReachesOnlyTheOwner() async throws {
        try await withEventsHost { client, _ in
            let (ann, annConnect) = try await RawEventStream.open(client, channels: "home")
            defer { ann.close() }
            let (bob, _) = try await RawEventStream.open(client, channels: "home")
            defer { bob.close() }
            let token = try #require(
                annConnect["heartbeatUrl"].flatMap { URLComponents(string: $0)?.queryItems }?
                    .first { $0.name == "token" }?.value)
            _ = try await ann.frame {
                $0.data.hasPrefix("home@cmd.onJoin ") && $0.stringValues["id"] != annConnect["id"]
            }
            let listing = try await client.execute(
                "GET", "event-subscribers?channels=home", headers: ["Cookie": "ss-id=\(bob.sessionCookie ?? "")"])
            #expect(listing.status == 200)
            #expect(listing.text.contains(annConnect["id"] ?? "?"))
            #expect(!listing.text.contains(token))
            #expect(!bob.frames.contains { $0.text.contains(token) })
        }
    }
}

extension RawEventStream {
    /// The `ss-id` the stream's response set, as a cookie for a client of 127.0.0.1:`port`.
    func sessionHTTPCookie(port: Int) -> HTTPCookie? {
        guard let value = sessionCookie else { return nil }
        return HTTPCookie(properties: [.name: "ss-id", .value: value, .domain: "127.0.0.1", .path: "/"])
    }

    /// The `ss-id` the stream's response set, if any.
    var sessionCookie: String? {
        for line in head.split(separator: "\r\n") where line.lowercased().hasPrefix("set-cookie: ss-id=") {
            let value = line.dropFirst("set-cookie: ss-id=".count)
            return String(value.prefix { $0 != ";" })
        }
        return nil
    }
}
