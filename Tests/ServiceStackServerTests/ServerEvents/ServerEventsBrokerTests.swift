import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Two hosts on one broker reach each other's subscribers.
@Suite struct ServerEventsBrokerTests {
    @Test func aMessagePublishedOnOneHostReachesSubscribersOfTheOther() async throws {
        // Two hosts over one broker; raw subscribers never heartbeat, so the idle timeout is the patient one.
        var feature = patientFeature
        feature.broker = InMemoryServerEventsBroker()
        let hostA = try await makeTestHost(serverEvents: feature)
        let hostB = try await makeTestHost(serverEvents: feature)
        try await hostA.test(.live) { clientA in
            try await hostB.test(.live) { clientB in
                let (onB, connectB) = try await RawEventStream.open(clientB, channels: "home")
                defer { onB.close() }
                let (onA, connectA) = try await RawEventStream.open(clientA, channels: "home")
                defer { onA.close() }
                _ = try await onB.frame {
                    $0.data.hasPrefix("home@cmd.onJoin ") && $0.stringValues["id"] != connectB["id"]
                }

                let chat: ChatMessage = try await clientA.postAsync(
                    PostChatToChannel(from: connectB["id"], channel: "home", message: "across"))
                #expect(chat.fromName == connectB["displayName"])
                _ = try await onB.frame { $0.data.contains("\"message\":\"across\"") }

                let listedOnA = try await clientA.execute(
                    "GET", "event-subscribers?channels=home", headers: ["Cookie": "ss-id=\(onA.sessionCookie ?? "")"])
                let listed = try JSONDecoder().decode([[String: String]].self, from: listedOnA.body)
                #expect(Set(listed.compactMap { $0["id"] }) == Set([connectA["id"], connectB["id"]].compactMap { $0 }))
                #expect(try #require(hostA.serverEvents).localSubscriptionCount == 1)
            }
        }
    }
}
