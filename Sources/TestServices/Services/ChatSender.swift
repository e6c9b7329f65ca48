import Foundation
import ServiceStack
import ServiceStackServer

/// Who a chat message is from: never what the request claims about someone else.
///
/// A signed-in caller is their user. An anonymous caller is their own subscription (opened with the same `ss-id`
/// session), preferring the one the request names; a caller without one may name an anonymous subscription (as
/// ServiceStack's clients do where the stream and the calls keep separate cookies), whose `userN` identity carries
/// no authority, but never a signed-in user's. Otherwise the message is from `anonymous`.
struct ChatSender {
    var userId: String?
    var displayName: String

    static let anonymous = ChatSender(userId: nil, displayName: "anonymous")

    static func resolve(_ context: ServiceContext, claimed: String?, events: ServerEvents) async throws
        -> ChatSender
    {
        if let session = context.session {
            return ChatSender(userId: session.userId, displayName: session.displayName)
        }
        let subscriptions = try await events.subscriptions()
        if let sessionId = sessionId(of: context) {
            let own = subscriptions.filter { $0.sessionId == sessionId && !$0.isAuthenticated }
            if let chosen = own.first(where: { $0.id == claimed }) ?? own.first {
                return ChatSender(userId: chosen.userId, displayName: chosen.displayName)
            }
        }
        if let claimed, let named = subscriptions.first(where: { $0.id == claimed }), !named.isAuthenticated {
            return ChatSender(userId: named.userId, displayName: named.displayName)
        }
        return .anonymous
    }

    /// The `ss-id` session the request presents (the `X-ss-id` header, else the cookie).
    static func sessionId(of context: ServiceContext) -> String? {
        let id = context.header("X-ss-id") ?? context.cookies["ss-id"]
        return id?.isEmpty == false ? id : nil
    }
}
