import JWTKit
import ServiceStack

/// Answers `GetAccessToken`: a new access token for the refresh token in the body or the `ss-reftok` cookie.
struct AccessTokenService: Sendable {
    let feature: AuthFeature

    func run(_ request: GetAccessToken, _ context: ServiceContext) async throws -> GetAccessTokenResponse {
        let cookie = context.cookies[AuthCookies.refreshToken].flatMap { $0.isEmpty ? nil : $0 }
        guard let refreshToken = request.refreshToken ?? cookie else {
            throw HttpError(
                status: 400, message: "Value cannot be null. (Parameter 'refreshToken')",
                errorCode: "ArgumentNullException")
        }
        let claims = try await feature.tokens.verifyRefreshToken(refreshToken)
        guard let user = try await feature.users.user(withId: claims.subject.value) else {
            throw TokenErrors.invalidRefreshToken
        }
        let accessToken = try await feature.tokens.accessToken(for: user.session, signInId: claims.signInId)
        let response = GetAccessTokenResponse()
        let usedCookie = request.refreshToken == nil
        if feature.tokenDelivery.setsCookies || usedCookie {
            context.setCookie(
                feature.cookieWriter(for: context).token(
                    AuthCookies.accessToken, accessToken, lifetime: feature.tokens.accessTokenLifetime))
            context.addHeader(AuthCookies.cookiesHeader, AuthCookies.accessToken)
        }
        if feature.tokenDelivery == .cookiesAndBody || (feature.tokenDelivery == .body && !usedCookie) {
            response.accessToken = accessToken
        }
        return response
    }
}
