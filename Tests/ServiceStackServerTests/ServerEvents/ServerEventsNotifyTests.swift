import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Messages addressed to a user, a session or one subscription reach only them.
@Suite struct ServerEventsNotifyTests {
    @Test func messagesReachTheirUserSessionOrSubscriptionOnly() async throws {
        try await withEventsHost { client, events in
            let token = try await signIn(client.makeClient())
            let (user, userConnect) = try await RawEventStream.open(
                client, channels: "home", headers: ["Authorization: Bearer \(token)", "Cookie: ss-id=user-session"])
            defer { user.close() }
            let (anonymous, anonymousConnect) = try await RawEventStream.open(
                client, channels: "home", headers: ["Cookie: ss-id=other-session"])
            defer { anonymous.close() }
            #expect(userConnect["userId"] == "1")
            #expect(userConnect["isAuthenticated"] == "true")
            #expect(userConnect["displayName"] == "Test User")

            try await events.notifyUserId("1", ["n": 1], selector: "cmd.byUserId")
            try await events.notifyUserName("test", ["n": 2], selector: "cmd.byUserName")
            try await events.notifySession("other-session", ["n": 3], selector: "cmd.bySession")
            let anonymousId = try #require(anonymousConnect["id"])
            try await events.notifySubscription(anonymousId, ["n": 4], selector: "cmd.bySubscription")
            try await events.notifyUserId("1", ["n": 5], selector: "cmd.inWork", channel: "work")
            try await events.notifyAll(["n": 6], selector: "cmd.last")

            _ = try await user.frame(startingWith: "cmd.last ")
            _ = try await anonymous.frame(startingWith: "cmd.last ")
            let userSelectors = user.frames.map(\.selector).filter { $0.hasPrefix("cmd.by") }
            let anonymousSelectors = anonymous.frames.map(\.selector).filter { $0.hasPrefix("cmd.by") }
            #expect(userSelectors == ["cmd.byUserId", "cmd.byUserName"])
            #expect(anonymousSelectors == ["cmd.bySession", "cmd.bySubscription"])
            #expect(!user.frames.contains { $0.selector.contains("inWork") })
        }
    }

    @Test func aChatToOneUserReachesOnlyThatUser() async throws {
        try await withEventsHost { client, _ in
            let token = try await signIn(client.makeClient())
            let (user, _) = try await RawEventStream.open(
                client, channels: "home", headers: ["Authorization: Bearer \(token)"])
            defer { user.close() }
            let (other, otherConnect) = try await RawEventStream.open(client, channels: "home")
            defer { other.close() }
            let request = PostChatToChannel(
                from: otherConnect["id"], channel: "home", message: "psst", toUserId: "1", selector: "cmd.chat")
            let chat: ChatMessage = try await client.postAsync(request)
            #expect(chat.isPrivate)
            let received = try await user.frame(startingWith: "home@cmd.chat ")
            #expect(received.data.contains("\"message\":\"psst\""))
            let _: ChatMessage = try await client.postAsync(
                PostChatToChannel(from: otherConnect["id"], channel: "home", message: "all"))
            _ = try await other.frame { $0.data.contains("\"message\":\"all\"") }
            #expect(!other.frames.contains { $0.data.contains("psst") })
        }
    }
}
