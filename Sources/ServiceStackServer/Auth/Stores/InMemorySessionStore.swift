import Foundation
import ServiceStack

/// The default `SessionStore`: sessions in this process's memory, dropped once expired.
public final class InMemorySessionStore: SessionStore {
    private let sessions = Locked<[String: StoredSession]>([:])

    /// Creates an empty store.
    public init() {}

    public func save(_ session: StoredSession) async {
        let now = Date()
        sessions.withLock { sessions in
            sessions = sessions.filter { $0.value.expires > now }
            sessions[session.id] = session
        }
    }

    public func session(id: String) async -> StoredSession? {
        guard let session = sessions.current[id], session.expires > Date() else { return nil }
        return session
    }

    public func end(id: String) async -> StoredSession? {
        sessions.withLock { $0.removeValue(forKey: id) }
    }
}
