import Foundation
import ServiceStack

/// Server-side sessions behind the `ss-id` cookie, kept in memory until they expire or the user signs out.
final class SessionStore: Sendable {
    let lifetime: TimeInterval
    private let sessions = Locked<[String: Entry]>([:])

    private struct Entry {
        let session: AuthSession
        let signInId: String
        let expires: Date
    }

    init(lifetime: TimeInterval) {
        self.lifetime = lifetime
    }

    /// Starts a session for `session`, part of the sign-in `signInId`, and returns its new id.
    func start(_ session: AuthSession, signInId: String) -> String {
        let id = Self.newSessionId()
        let now = Date()
        sessions.withLock { sessions in
            sessions = sessions.filter { $0.value.expires > now }
            sessions[id] = Entry(session: session, signInId: signInId, expires: now.addingTimeInterval(lifetime))
        }
        return id
    }

    /// The live session with this id and the sign-in it is part of, or nil.
    func session(id: String) -> (session: AuthSession, signInId: String)? {
        guard let entry = sessions.current[id], entry.expires > Date() else { return nil }
        return (entry.session, entry.signInId)
    }

    /// Ends the session with this id and returns the sign-in it was part of, or nil when there was none.
    func end(id: String) -> String? {
        sessions.withLock { $0.removeValue(forKey: id) }?.signInId
    }

    /// A random, URL-safe id with 120 bits of entropy (the length ServiceStack's ids have).
    static func newSessionId() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<15).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }
}
