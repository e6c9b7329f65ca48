import Foundation

/// Sign-ins kept between runs, by server base URL: the JWT bearer and refresh tokens `login` received.
///
/// Stored as JSON, readable by the user only, at `$TECHSTACKS_SESSION_FILE` or `~/.techstacks/sessions.json`.
struct SavedSessions {
    struct Tokens: Codable, Equatable {
        var userName: String
        var bearerToken: String?
        var refreshToken: String?
    }

    let file: URL

    static var standard: SavedSessions {
        if let path = ProcessInfo.processInfo.environment["TECHSTACKS_SESSION_FILE"], !path.isEmpty {
            return SavedSessions(file: URL(fileURLWithPath: path))
        }
        let home = FileManager.default.homeDirectoryForCurrentUser
        return SavedSessions(file: home.appendingPathComponent(".techstacks/sessions.json"))
    }

    /// The tokens saved for `baseUrl`; nil when there are none or the file is unreadable.
    func tokens(for baseUrl: String) -> Tokens? {
        all()[Self.key(baseUrl)]
    }

    func save(_ tokens: Tokens, for baseUrl: String) throws {
        var sessions = all()
        sessions[Self.key(baseUrl)] = tokens
        try write(sessions)
    }

    /// Forgets `baseUrl`'s tokens; whether there were any.
    @discardableResult
    func remove(for baseUrl: String) throws -> Bool {
        var sessions = all()
        guard sessions.removeValue(forKey: Self.key(baseUrl)) != nil else { return false }
        try write(sessions)
        return true
    }

    private func all() -> [String: Tokens] {
        guard let data = try? Data(contentsOf: file) else { return [:] }
        return (try? JSONDecoder().decode([String: Tokens].self, from: data)) ?? [:]
    }

    private func write(_ sessions: [String: Tokens]) throws {
        let directory = file.deletingLastPathComponent()
        try FileManager.default.createDirectory(
            at: directory, withIntermediateDirectories: true, attributes: [.posixPermissions: 0o700])
        let encoder = JSONEncoder()
        encoder.outputFormatting = [.prettyPrinted, .sortedKeys]
        try encoder.encode(sessions).write(to: file, options: .atomic)
        try FileManager.default.setAttributes([.posixPermissions: 0o600], ofItemAtPath: file.path)
    }

    /// `http://127.0.0.1:5050` and `http://127.0.0.1:5050/` are the same server.
    private static func key(_ baseUrl: String) -> String {
        baseUrl.hasSuffix("/") ? baseUrl : baseUrl + "/"
    }
}
