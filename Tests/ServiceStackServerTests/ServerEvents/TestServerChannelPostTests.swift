import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import TestSupport
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The test server's Server Events services that ServiceStack's client suites call (`PostRawToChannel`,
/// `PostObjectToChannel`, `ResetServerEvents`, `PostChatToChannel`), over HTTP on 127.0.0.1.
@Suite struct TestServerChannelPostTests {
    /// The test services live, Server Events patient, with anonymous resets allowed or not.
    private func withHost(
        allowsAnonymousReset: Bool = false, _ body: (HostTestClient, ServerEvents) async throws -> Void
    ) async throws {
        let host = try await makeTestHost(
            serverEvents: patientFeature, allowsAnonymousServerEventsReset: allowsAnonymousReset)
        let events = try #require(host.serverEvents)
        try await host.test(.live) { client in try await body(client, events) }
    }

    /// The status of a call that must fail.
    private func status(_ call: () async throws -> Void) async -> Int? {
        do {
            try await call()
            return 200
        } catch let error as WebServiceError {
            return error.statusCode
        } catch {
            return nil
        }
    }

    /// `client`, presenting the `ss-id` session `id`.
    private func withSession(_ id: String, _ client: JsonServiceClient) -> JsonServiceClient {
        client.requestModifier = { $0.setValue(id, forHTTPHeaderField: "X-ss-id") }
        return client
    }

    private func raw(from: String?, selector: String?, message: String?, channel: String = "home")
        -> PostRawToChannel
    {
        let request = PostRawToChannel()
        request.from = from
        request.channel = channel
        request.selector = selector
        request.message = message
        return request
    }

    @Test func postRawToChannelSendsTheMessageAsAJsonStringWithTheClientsSelector() async throws {
        try await withHost { client, _ in
            let (stream, connect) = try await RawEventStream.open(client)
            defer { stream.close() }
            let id = try #require(connect["id"])
            let poster = client.makeClient()
            try await poster.postAsync(raw(from: id, selector: "cmd.announce", message: "msg1"))
            try await poster.postAsync(raw(from: id, selector: "css.background-image$#top", message: "url(a.png)"))
            try await poster.postAsync(raw(from: id, selector: "trigger.customEvent", message: nil))
            #expect(try await stream.frame(startingWith: "home@cmd.announce ").data == #"home@cmd.announce "msg1""#)
            #expect(
                try await stream.frame(startingWith: "home@css.").data
                    == #"home@css.background-image$#top "url(a.png)""#)
            #expect(try await stream.frame(startingWith: "home@trigger.").data == "home@trigger.customEvent null")
            let unknown = await status {
                try await poster.postAsync(raw(from: "nobody", selector: "cmd.x", message: ""))
            }
            #expect(unknown == 404)
        }
    }

    @Test func postObjectToChannelSendsCustomAndSetterTypes() async throws {
        try await withHost { client, _ in
            let (stream, _) = try await RawEventStream.open(client)
            defer { stream.close() }
            let custom = CustomType()
            custom.id = 1
            custom.name = "Foo"
            let named = PostObjectToChannel()
            named.channel = "home"
            named.selector = "test.fooMethod"
            named.customType = custom
            try await client.makeClient().postAsync(named)
            let setter = SetterType()
            setter.id = 2
            setter.name = "Bar"
            let byType = PostObjectToChannel()
            byType.channel = "home"
            byType.setterType = setter
            try await client.makeClient().postAsync(byType)
            #expect(
                try await stream.frame(startingWith: "home@test.").data == #"home@test.fooMethod {"id":1,"name":"Foo"}"#
            )
            #expect(
                try await stream.frame(startingWith: "home@cmd.SetterType ").data
                    == #"home@cmd.SetterType {"id":2,"name":"Bar"}"#)
        }
    }

    /// A client may not send what only the server sends (`cmd.onConnect`...), name a channel in the selector, or
    /// put what breaks a frame in a selector or channel.
    @Test func channelPostsRefuseReservedSelectorsAndFrameBreakingNames() async throws {
        try await withHost { client, _ in
            let (stream, connect) = try await RawEventStream.open(client)
            defer { stream.close() }
            let id = try #require(connect["id"])
            let poster = client.makeClient()
            for selector in ["cmd.onConnect", "cmd.onJoin", "x@cmd.onConnect", "cmd.chat\ndata: x", "cmd", "cmd.a b"] {
                let rawStatus = await status {
                    try await poster.postAsync(raw(from: id, selector: selector, message: ""))
                }
                #expect(rawStatus == 400, "\(selector.debugDescription)")
                let chat = PostChatToChannel(from: id, channel: "home", message: "m", selector: selector)
                let chatStatus = await status { _ = try await poster.postAsync(chat) }
                #expect(chatStatus == 400, "\(selector.debugDescription)")
            }
            let badChannel = await status {
                try await poster.postAsync(raw(from: id, selector: "cmd.x", message: "", channel: "a b"))
            }
            #expect(badChannel == 400)
            try await poster.postAsync(raw(from: id, selector: "cmd.onlineStatus", message: "fine"))
            #expect(try await stream.frame(startingWith: "home@cmd.onlineStatus ").data.hasSuffix(#""fine""#))
        }
    }

    @Test func resetServerEventsEndsOnlyTheCallersOwnSubscriptionsUnlessAnAdminAsks() async throws {
        try await withHost { client, events in
            let (mine, _) = try await RawEventStream.open(client, headers: ["Cookie: ss-id=reset-mine"])
            let (theirs, _) = try await RawEventStream.open(client, headers: ["Cookie: ss-id=reset-theirs"])
            defer { theirs.close() }
            let anonymous = withSession("reset-mine", client.makeClient())
            try await anonymous.postAsync(ResetServerEvents())
            #expect(await mine.waitUntilClosed())
            #expect(events.localSubscriptionCount == 1)

            let stranger = client.makeClient()
            try await stranger.postAsync(ResetServerEvents())
            #expect(events.localSubscriptionCount == 1)

            let admin = client.makeClient()
            admin.bearerToken = try await signIn(client.makeClient())
            try await admin.postAsync(ResetServerEvents())
            #expect(await theirs.waitUntilClosed())
            #expect(await eventually { events.localSubscriptionCount == 0 })
        }
    }

    /// As ServiceStack's test server does for its client suites, which reset from another client's session.
    @Test func resetServerEventsEndsEverySubscriptionOnAHostThatAllowsAnonymousResets() async throws {
        try await withHost(allowsAnonymousReset: true) { client, events in
            let (first, _) = try await RawEventStream.open(client)
            let (second, _) = try await RawEventStream.open(client)
            try await client.makeClient().postAsync(ResetServerEvents())
            #expect(await first.waitUntilClosed())
            #expect(await second.waitUntilClosed())
            #expect(await eventually { events.localSubscriptionCount == 0 })
        }
    }

    /// `from` never makes a message another user's: a signed-in caller is themselves, an anonymous caller their
    /// own subscription, or an anonymous one they name, never a signed-in user's.
    @Test func chatSendersComeFromTheCallerNotFromTheRequest() async throws {
        try await withHost { client, _ in
            let token = try await signIn(client.makeClient())
            let (signedIn, signedInConnect) = try await RawEventStream.open(
                client, headers: ["Authorization: Bearer \(token)"])
            defer { signedIn.close() }
            let victim = try #require(signedInConnect["id"])
            let (anonymous, anonymousConnect) = try await RawEventStream.open(
                client, headers: ["Cookie: ss-id=chat-anonymous"])
            defer { anonymous.close() }

            let stranger = client.makeClient()
            let spoofed = try await stranger.postAsync(PostChatToChannel(from: victim, channel: "home", message: "a"))
            #expect(spoofed.fromUserId == nil)
            #expect(spoofed.fromName == "anonymous")

            let owner = withSession("chat-anonymous", client.makeClient())
            let own = try await owner.postAsync(PostChatToChannel(from: victim, channel: "home", message: "b"))
            #expect(own.fromUserId == anonymousConnect["userId"])
            #expect(own.fromName == anonymousConnect["displayName"])

            let named = try await stranger.postAsync(
                PostChatToChannel(from: anonymousConnect["id"], channel: "home", message: "c"))
            #expect(named.fromName == anonymousConnect["displayName"])

            let user = client.makeClient()
            user.bearerToken = token
            let asUser = try await user.postAsync(
                PostChatToChannel(from: anonymousConnect["id"], channel: "home", message: "d"))
            #expect(asUser.fromUserId == "1")
            #expect(asUser.fromName == signedInConnect["displayName"])
        }
    }
}
