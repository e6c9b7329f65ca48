import Foundation

/// Someone the owner campaign sends requests as: the server's signed-in user, an anonymous caller with an `ss-id`
/// session of its own, or an anonymous caller presenting nothing.
struct Caller: Sendable {
    enum Kind: String, Sendable {
        case signedIn = "signed-in user"
        case anonymousSession = "anonymous session"
        case noSession = "anonymous caller without a session"

        /// `a signed-in user`, `an anonymous session`.
        var withArticle: String { (rawValue.hasPrefix("a") ? "an " : "a ") + rawValue }
    }

    var kind: Kind
    /// Names the caller in reports: `signed-in user test`, `anonymous session 2`.
    var name: String
    /// The `ss-id` cookie the caller presents, once it has one.
    var sessionId: String?
    var bearerToken: String?
    var refreshToken: String?
    var userId: String?
    var userName: String?
    var displayName: String?

    static let nobody = Caller(kind: .noSession, name: Kind.noSession.rawValue)

    static func anonymous(_ number: Int) -> Caller {
        Caller(kind: .anonymousSession, name: "\(Kind.anonymousSession.rawValue) \(number)")
    }

    /// What the caller presents: its bearer token and its `ss-id` cookie.
    var headers: [(name: String, value: String)] {
        var headers: [(name: String, value: String)] = []
        if let bearerToken { headers.append(("Authorization", "Bearer \(bearerToken)")) }
        if let sessionId { headers.append(("Cookie", "ss-id=\(sessionId)")) }
        return headers
    }

    /// Values that are credentials: whoever else sees one can act as this caller.
    var secrets: [String] {
        [bearerToken, refreshToken, sessionId].compactMap { $0 }.filter { $0.count >= 8 }
    }

    /// Signs in with `account` through `Authenticate`; nil when the server refuses.
    static func signIn(
        _ account: (userName: String, password: String), send: (FuzzCase) -> Result<HTTPReply, NoReply>
    ) -> Caller? {
        let body = ["provider": "credentials", "userName": account.userName, "password": account.password]
        let request = FuzzCase(
            label: "sign in as \(account.userName)", method: "POST", target: Array("/api/Authenticate".utf8),
            headers: [("Content-Type", "application/json")], body: JSONBody.bytes(body))
        guard case .success(let reply) = send(request), reply.status == 200,
            let object = reply.json as? [String: Any], let token = object["bearerToken"] as? String
        else { return nil }
        return Caller(
            kind: .signedIn, name: "\(Kind.signedIn.rawValue) \(account.userName)",
            sessionId: object["sessionId"] as? String ?? reply.cookies["ss-id"], bearerToken: token,
            refreshToken: object["refreshToken"] as? String, userId: object["userId"] as? String,
            userName: object["userName"] as? String, displayName: object["displayName"] as? String)
    }
}

/// JSON request bodies from plain values.
enum JSONBody {
    static func bytes(_ object: Any) -> [UInt8] {
        guard JSONSerialization.isValidJSONObject(object),
            let data = try? JSONSerialization.data(
                withJSONObject: object, options: [.sortedKeys, .withoutEscapingSlashes])
        else { return Array("{}".utf8) }
        return Array(data)
    }
}
