/// `Authenticate` with provider `logout`: ends the caller's sign-in, however the caller presents it.
struct SignOut: Sendable {
    let feature: AuthFeature

    /// Ends the `ss-id` session, revokes the access and refresh tokens the caller presented together with every
    /// other token of their sign-in (an expired access token still names its sign-in), and expires the cookies.
    func run(_ context: ServiceContext) async throws -> AuthenticateResponse {
        if let id = AuthCookies.presentedSessionId(context),
            let ended = try await feature.sessions.end(id: id)
        {
            try await feature.tokens.revokeSignIn(ended.signInId)
        }
        if let token = AuthFeature.accessToken(presentedIn: context),
            let claims = await feature.tokens.signedClaims(ofAccessToken: token)
        {
            try await feature.tokens.revokeWithItsSignIn(claims)
        }
        if let token = context.cookies[AuthCookies.refreshToken], !token.isEmpty,
            let claims = await feature.tokens.signedClaims(ofRefreshToken: token)
        {
            try await feature.tokens.revokeWithItsSignIn(claims)
        }
        let cookies = feature.cookieWriter(for: context)
        for name in [AuthCookies.sessionId, AuthCookies.accessToken, AuthCookies.refreshToken] {
            context.setCookie(cookies.expired(name))
        }
        return AuthenticateResponse()
    }
}
