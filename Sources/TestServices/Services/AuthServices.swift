import Foundation
import ServiceStack
import ServiceStackServer

/// Credentials auth with the test user `test`/`test`, opaque tokens, refresh and invalidation.
enum AuthServices {
    static let testSession = AuthSession(
        userId: "1", userName: "test", displayName: "Test User", roles: ["Admin"], permissions: [])

    static func checkCredentials(_ userName: String, _ password: String) -> AuthSession? {
        userName.lowercased() == "test" && password == "test" ? testSession : nil
    }

    static func register(on host: ServiceStackHost, tokens: TokenStore) {
        let resolver = TokenAuthResolver(tokens: tokens, checkCredentials: checkCredentials)
        host.useAuth { context in resolver.resolve(context) }
        host.register(
            Authenticate.self,
            routes: [Route("/auth", verbs: "GET,POST"), Route("/auth/{provider}", verbs: "GET,POST")]
        ) { request, context in
            try authenticate(request, context: context, tokens: tokens)
        }
        host.register(GetAccessToken.self, routes: [Route("/access-token")]) { request, context in
            guard let refreshToken = request.refreshToken ?? context.cookies["ss-reftok"],
                let session = tokens.session(forRefreshToken: refreshToken)
            else {
                throw HttpError(status: 401, message: "Invalid Refresh Token", errorCode: "Unauthorized")
            }
            let accessToken = tokens.issueAccessToken(for: session)
            context.setCookie(tokenCookie("ss-tok", accessToken, tokens.accessTokenLifetime))
            context.addHeader("X-Cookies", "ss-tok")
            let response = GetAccessTokenResponse()
            response.accessToken = accessToken
            return response
        }
        host.register(Secured.self, requiresAuth: true) { request, context in
            let response = SecuredResponse()
            response.result = "Hello, \(request.name ?? context.session?.userName ?? "")!"
            return response
        }
        host.register(InvalidateLastAccessToken.self) { _, context in
            if let token = TokenAuthResolver.accessToken(in: context) {
                tokens.invalidateAccessToken(token)
            }
            return EmptyResponse()
        }
        host.register(ExpireAccessTokens.self) { _, _ in
            tokens.invalidateAllAccessTokens()
            return EmptyResponse()
        }
    }

    private static func authenticate(
        _ request: Authenticate, context: ServiceContext, tokens: TokenStore
    ) throws
        -> AuthenticateResponse
    {
        let session: AuthSession
        if request.userName == nil, request.password == nil {
            // GET /auth with an existing session returns it.
            guard let current = context.session else { throw HttpError.unauthorized() }
            session = current
        } else {
            guard let checked = checkCredentials(request.userName ?? "", request.password ?? "") else {
                throw HttpError(
                    status: 401, message: "Invalid Username or Password", errorCode: "Unauthorized")
            }
            session = checked
        }
        let accessToken = tokens.issueAccessToken(for: session)
        let refreshToken = tokens.issueRefreshToken(for: session)
        let sessionId = UUID().uuidString.replacingOccurrences(of: "-", with: "").lowercased()
        context.setCookie(tokenCookie("ss-tok", accessToken, tokens.accessTokenLifetime))
        context.setCookie(tokenCookie("ss-reftok", refreshToken, tokens.refreshTokenLifetime))
        context.setCookie(ResponseCookie(name: "ss-id", value: sessionId))
        context.addHeader("X-Cookies", "ss-tok,ss-reftok")
        let response = AuthenticateResponse()
        response.userId = session.userId
        response.sessionId = sessionId
        response.userName = session.userName
        response.displayName = session.displayName
        response.bearerToken = accessToken
        response.refreshToken = refreshToken
        response.roles = session.roles
        response.permissions = session.permissions
        response.authProvider = request.provider ?? "credentials"
        return response
    }

    private static func tokenCookie(_ name: String, _ value: String, _ lifetime: TimeInterval)
        -> ResponseCookie
    {
        ResponseCookie(name: name, value: value, maxAge: Int(lifetime))
    }
}
