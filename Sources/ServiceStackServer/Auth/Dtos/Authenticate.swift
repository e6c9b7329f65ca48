import Foundation
import ServiceStack

/// ServiceStack's sign-in request (`/auth`, `/auth/{provider}`): `provider` is `credentials` or `logout`.
public class Authenticate: IReturn, IPost, Codable {
    /// The response type.
    public typealias Return = AuthenticateResponse
    /// The auth provider: `credentials` (the default) or `logout`.
    public var provider: String?
    /// The user name (or email) to sign in with.
    public var userName: String?
    /// The password to sign in with.
    public var password: String?
    /// Asks for a permanent session.
    public var rememberMe: Bool?
    /// An OAuth access token (not used by the credentials provider).
    public var accessToken: String?
    /// An OAuth access token secret (not used by the credentials provider).
    public var accessTokenSecret: String?
    /// Where a browser goes after signing in.
    public var returnUrl: String?
    /// The view to show on errors.
    public var errorView: String?
    /// Extra options; `ignore=jwt` signs in without issuing JWTs.
    public var meta: [String: String]?

    /// Creates an empty request.
    public required init() {}
}

/// The signed-in user, their session id and (unless they went into cookies) their tokens.
public class AuthenticateResponse: IHasSessionId, IHasBearerToken, Codable {
    /// The user's id.
    public var userId: String?
    /// The session id (also set as the `ss-id` cookie).
    public var sessionId: String?
    /// The user's login name.
    public var userName: String?
    /// The name to show.
    public var displayName: String?
    /// Where the sign-in came from.
    public var referrerUrl: String?
    /// The JWT access token; omitted when it was set as the `ss-tok` cookie.
    public var bearerToken: String?
    /// The JWT refresh token; omitted when it was set as the `ss-reftok` cookie.
    public var refreshToken: String?
    /// When the refresh token expires; omitted with the refresh token.
    public var refreshTokenExpiry: Date?
    /// The user's picture.
    public var profileUrl: String?
    /// The user's roles.
    public var roles: [String]?
    /// The user's permissions.
    public var permissions: [String]?
    /// The provider that authenticated the user.
    public var authProvider: String?
    /// The error, when there was one.
    public var responseStatus: ResponseStatus?
    /// Extra details.
    public var meta: [String: String]?

    /// Creates an empty response.
    public required init() {}
}
