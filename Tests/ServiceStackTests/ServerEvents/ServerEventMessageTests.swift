import Foundation
import ServiceStack
import ServiceStackTesting
import Testing

@Suite struct ServerEventMessageTests {
    struct ChatMessage: Codable, Equatable {
        var from: String
        var text: String
        var sentAt: Date?
    }

    @Test func decodesTheJSONBodyWithServiceStackConventions() throws {
        let message = ServerEventMessage(
            eventId: 3, data: #"home@cmd.ChatMessage {"from":"ann","text":"hi","sentAt":"/Date(1700000000000)/"}"#)
        let chat = try message.decode(ChatMessage.self)
        #expect(chat.from == "ann")
        #expect(chat.text == "hi")
        #expect(chat.sentAt == Date(timeIntervalSince1970: 1_700_000_000))
    }

    @Test func readsTheConnectCommandFromItsStrings() {
        let frame = ServerEventFrames.connect(
            subscriptionId: "abc", baseUrl: "http://h/", userId: "7", displayName: "Ann", channels: ["home", "work"],
            heartbeatIntervalMs: 250, idleTimeoutMs: 3000)
        var parser = ServerEventParser()
        let messages = (try? parser.feed(Array(frame.utf8))) ?? []
        #expect(messages.count == 1)
        guard let message = messages.first else { return }
        let connect = ServerEventConnect(message: message)
        #expect(connect.id == "abc")
        #expect(connect.userId == "7")
        #expect(connect.displayName == "Ann")
        #expect(connect.channels == ["home", "work"])
        #expect(connect.isAuthenticated == false)
        #expect(connect.createdAt == Date(timeIntervalSince1970: 1_700_000_000))
        #expect(connect.heartbeatUrl == "http://h/event-heartbeat?id=abc")
        #expect(connect.unRegisterUrl == "http://h/event-unregister?id=abc")
        #expect(connect.updateSubscriberUrl == "http://h/event-subscribers/abc")
        #expect(connect.heartbeatIntervalMs == 250)
        #expect(connect.idleTimeoutMs == 3000)
    }

    @Test func readsSubscriberCommands() {
        let message = ServerEventMessage(
            eventId: 2,
            data: #"home@cmd.onJoin {"userId":"-3","displayName":"user3","isAuthenticated":"true","channels":"home,x"}"#
        )
        let join = ServerEventJoin(message: message)
        #expect(join.userId == "-3")
        #expect(join.isAuthenticated)
        #expect(join.channels == ["home", "x"])
        #expect(join.message.channel == "home")
    }

    @Test func retryDelayGrowsWithTheCubeOfTheErrorsUpToTheCap() {
        let delay = ServerEventsRetryDelay(unit: 0.001, maximum: 0.5)
        #expect(delay.delay(afterConsecutiveErrors: 1) == 0)
        for _ in 0..<20 {
            let second = delay.delay(afterConsecutiveErrors: 2)
            #expect(second >= 0.001 && second <= 0.008)
            let fourth = delay.delay(afterConsecutiveErrors: 4)
            #expect(fourth >= 0.027 && fourth <= 0.064)
        }
        #expect(delay.delay(afterConsecutiveErrors: 100) == 0.5)
    }
}
