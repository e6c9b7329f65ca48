import Foundation
import ServiceStack
import ServiceStackWire

/// The default `SessionStore`: sessions in this process's memory, dropped once expired.
public final class InMemorySessionStore: SessionStore {
    private let sessions = Locked<[String: StoredSession]>([:])
    private let clock: ServerClock

    /// Creates an empty store whose sessions expire by `clock`.
    public init(clock: ServerClock = .system) {
        self.clock = clock
    }

    public func save(_ session: StoredSession) async {
        let now = clock.now
        sessions.withLock { sessions in
            sessions = sessions.filter { $0.value.expires > now }
            sessions[session.id] = session
        }
    }

    public func session(id: String) async -> StoredSession? {
        guard let session = sessions.current[id], session.expires > clock.now else { return nil }
        return session
    }

    public func end(id: String) async -> StoredSession? {
        sessions.withLock { $0.removeValue(forKey: id) }
    }
}
