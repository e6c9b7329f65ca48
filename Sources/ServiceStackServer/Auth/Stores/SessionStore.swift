import Foundation

/// A signed-in user's `ss-id` session as a `SessionStore` keeps it.
public struct StoredSession: Sendable, Equatable {
    /// The session id, the value of the `ss-id` cookie.
    public var id: String
    /// The authenticated user.
    public var session: AuthSession
    /// The sign-in the session belongs to; signing out revokes it with every token it issued.
    public var signInId: String
    /// When the session ends.
    public var expires: Date

    /// Creates a stored session.
    public init(id: String, session: AuthSession, signInId: String, expires: Date) {
        self.id = id
        self.session = session
        self.signInId = signInId
        self.expires = expires
    }
}

/// Where the auth feature keeps `ss-id` sessions; implement it (or use a SQL store) to share them between instances.
public protocol SessionStore: Sendable {
    /// Keeps `session` until it expires or ends.
    func save(_ session: StoredSession) async throws
    /// The session with this id, unless it expired or ended.
    func session(id: String) async throws -> StoredSession?
    /// Ends the session with this id and returns it, or nil when there was none.
    func end(id: String) async throws -> StoredSession?
}

/// `ss-id` session ids.
enum SessionIds {
    /// A random, URL-safe id with 120 bits of entropy (the length ServiceStack's ids have).
    static func newId() -> String {
        var generator = SystemRandomNumberGenerator()
        let bytes = (0..<15).map { _ in UInt8.random(in: .min ... .max, using: &generator) }
        return Data(bytes).base64EncodedString()
            .replacingOccurrences(of: "+", with: "-").replacingOccurrences(of: "/", with: "_")
    }
}
