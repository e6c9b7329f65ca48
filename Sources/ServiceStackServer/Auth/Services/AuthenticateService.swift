import Foundation
import ServiceStack

/// Answers `Authenticate`: credentials sign-in, the current session (no credentials), and `logout`.
struct AuthenticateService: Sendable {
    let feature: AuthFeature

    func run(_ request: Authenticate, _ context: ServiceContext) async throws -> AuthenticateResponse {
        switch request.provider?.lowercased() {
        case "logout"?:
            return try await SignOut(feature: feature).run(context)
        case nil where request.userName == nil && request.password == nil:
            return try await currentSession(context)
        case nil, "credentials"?:
            return try await signIn(request, context)
        case .some(let provider):
            throw HttpError.notFound("No configuration was added for OAuth provider '\(provider)'")
        }
    }

    private func signIn(_ request: Authenticate, _ context: ServiceContext) async throws -> AuthenticateResponse {
        let userName = request.userName ?? ""
        let password = request.password ?? ""
        try Self.requireNotEmpty([("UserName", "User Name", userName), ("Password", "Password", password)])
        guard let user = try await feature.checkCredentials(userName: userName, password: password) else {
            throw TokenErrors.invalidCredentials
        }
        let session = user.session
        let signInId = JWTTokens.newTokenId()
        let sessionId = SessionIds.newId()
        try await feature.sessions.save(
            StoredSession(
                id: sessionId, session: session, signInId: signInId,
                expires: feature.clock.now.addingTimeInterval(feature.sessionLifetime)))
        let cookies = feature.cookieWriter(for: context)
        context.setCookie(cookies.session(sessionId))
        let response = Self.response(for: session, sessionId: sessionId)
        response.authProvider = "credentials"
        if request.meta?["ignore"] != "jwt" {
            try await issueTokens(for: session, signInId: signInId, into: response, context: context)
        }
        return response
    }

    private func issueTokens(
        for session: AuthSession, signInId: String, into response: AuthenticateResponse, context: ServiceContext
    ) async throws {
        let accessToken = try await feature.tokens.accessToken(for: session, signInId: signInId)
        let refresh = try await feature.tokens.refreshToken(forUserId: session.userId, signInId: signInId)
        if feature.tokenDelivery.setsCookies {
            let cookies = feature.cookieWriter(for: context)
            context.setCookie(
                cookies.token(AuthCookies.accessToken, accessToken, lifetime: feature.tokens.accessTokenLifetime))
            context.setCookie(
                cookies.token(AuthCookies.refreshToken, refresh.token, lifetime: feature.tokens.refreshTokenLifetime))
            context.addHeader(AuthCookies.cookiesHeader, "\(AuthCookies.accessToken),\(AuthCookies.refreshToken)")
        }
        if feature.tokenDelivery.fillsBody {
            response.bearerToken = accessToken
            response.refreshToken = refresh.token
            response.refreshTokenExpiry = refresh.expires
        }
    }

    private func currentSession(_ context: ServiceContext) async throws -> AuthenticateResponse {
        let session = try await context.requireSessionAsync()
        return Self.response(for: session, sessionId: context.cookies[AuthCookies.sessionId])
    }

    private static func response(for session: AuthSession, sessionId: String?) -> AuthenticateResponse {
        let response = AuthenticateResponse()
        response.userId = session.userId
        response.sessionId = sessionId
        response.userName = session.userName
        response.displayName = session.displayName
        response.roles = session.roles
        response.permissions = session.permissions
        return response
    }

    /// A 400 with a `NotEmpty` field error per empty value, as ServiceStack's credentials validator answers.
    private static func requireNotEmpty(_ fields: [(name: String, label: String, value: String)]) throws {
        let errors = fields.filter { $0.value.isEmpty }.map {
            FieldError(
                errorCode: "NotEmpty", fieldName: $0.name, message: "'\($0.label)' must not be empty.",
                meta: ["PropertyName": $0.name])
        }
        guard let first = errors.first else { return }
        throw HttpError(status: 400, message: first.message, errorCode: first.errorCode, fieldErrors: errors)
    }
}
