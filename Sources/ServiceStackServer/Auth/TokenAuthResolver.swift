import Foundation

/// Authenticates requests by `Authorization: Bearer`, then the `ss-tok` cookie, then Basic auth.
public struct TokenAuthResolver: Sendable {
    /// The store that knows the tokens.
    public let tokens: TokenStore
    /// Checks a user name and password for Basic auth; nil rejects Basic auth.
    public let checkCredentials: @Sendable (String, String) -> AuthSession?

    /// Creates a resolver.
    public init(
        tokens: TokenStore, checkCredentials: @escaping @Sendable (String, String) -> AuthSession?
    ) {
        self.tokens = tokens
        self.checkCredentials = checkCredentials
    }

    /// The access token the request carries (bearer header first, then cookie), if any.
    public static func accessToken(in context: ServiceContext) -> String? {
        if let authorization = context.header("Authorization"),
            authorization.lowercased().hasPrefix("bearer ")
        {
            return String(authorization.dropFirst("bearer ".count)).trimmingCharacters(in: .whitespaces)
        }
        return context.cookies["ss-tok"]
    }

    /// The session of the request, or nil.
    public func resolve(_ context: ServiceContext) -> AuthSession? {
        if let authorization = context.header("Authorization") {
            let lowered = authorization.lowercased()
            if lowered.hasPrefix("bearer ") {
                return Self.accessToken(in: context).flatMap { tokens.session(forAccessToken: $0) }
            }
            if lowered.hasPrefix("basic "),
                let decoded = Data(
                    base64Encoded: String(authorization.dropFirst(6)).trimmingCharacters(in: .whitespaces)),
                let text = String(data: decoded, encoding: .utf8),
                let colon = text.firstIndex(of: ":")
            {
                return checkCredentials(String(text[..<colon]), String(text[text.index(after: colon)...]))
            }
        }
        return context.cookies["ss-tok"].flatMap { tokens.session(forAccessToken: $0) }
    }
}
