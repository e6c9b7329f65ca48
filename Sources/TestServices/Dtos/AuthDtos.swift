import Foundation
import ServiceStack

// @Route("/auth") @Route("/auth/{provider}")
/// Signs in (`provider` = `credentials`) with `userName`/`password`.
public class Authenticate: IReturn, IPost, Codable {
    public typealias Return = AuthenticateResponse
    public var provider: String?
    public var userName: String?
    public var password: String?
    public var rememberMe: Bool?
    public var accessToken: String?
    public var accessTokenSecret: String?
    public var returnUrl: String?
    public var errorView: String?
    public var meta: [String: String]?
    required public init() {}
}

/// The signed-in user and their tokens.
public class AuthenticateResponse: IHasSessionId, IHasBearerToken, Codable {
    public var userId: String?
    public var sessionId: String?
    public var userName: String?
    public var displayName: String?
    public var referrerUrl: String?
    public var bearerToken: String?
    public var refreshToken: String?
    public var refreshTokenExpiry: Date?
    public var profileUrl: String?
    public var roles: [String]?
    public var permissions: [String]?
    public var authProvider: String?
    public var responseStatus: ResponseStatus?
    public var meta: [String: String]?
    required public init() {}
}

/// Requires an authenticated caller.
public class Secured: IReturn, Codable {
    public typealias Return = SecuredResponse
    public var name: String?
    required public init() {}
}

/// The greeting of `Secured`.
public class SecuredResponse: Codable {
    public var result: String?
    public var responseStatus: ResponseStatus?
    required public init() {}
}

/// Makes the caller's current access token invalid, so the next call needs a refresh.
public class InvalidateLastAccessToken: IReturn, IPost, Codable {
    public typealias Return = EmptyResponse
    required public init() {}
}

/// Makes every issued access token invalid.
public class ExpireAccessTokens: IReturn, IPost, Codable {
    public typealias Return = EmptyResponse
    required public init() {}
}
