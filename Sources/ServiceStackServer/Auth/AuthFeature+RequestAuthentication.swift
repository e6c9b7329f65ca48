/// What a request's credentials amount to.
enum AuthOutcome: Sendable {
    /// No credentials.
    case anonymous
    /// Valid credentials.
    case authenticated(AuthSession)
    /// Credentials that were rejected, and the 401 that says why.
    case rejected(HttpError)
}

extension AuthFeature {
    /// Authenticates a request by the first credentials it carries, in this order: the `Authorization` header
    /// (Bearer JWT or API key, Basic user or API key), `X-Api-Key`, the `ss-tok` cookie, the `ss-id` session
    /// (unless its sign-in was ended). A Basic user and password is left to `ServiceContext` to check when the
    /// session is needed: until then the request is anonymous.
    func authenticate(_ context: ServiceContext) async -> AuthOutcome {
        if let authorization = context.header("Authorization") {
            switch AuthorizationHeader(authorization) {
            case .bearer(let token): return await authenticate(bearer: token)
            case .basic(let userName, let password):
                return await authenticate(userName: userName, password: password, context: context)
            case .malformedBasic: return .rejected(TokenErrors.invalidBasicAuthCredentials)
            case .other: break
            }
        }
        if let key = context.header("X-Api-Key") { return await authenticate(apiKey: key) }
        if let token = context.cookies[AuthCookies.accessToken], !token.isEmpty {
            return await authenticate(jwt: token)
        }
        if let id = AuthCookies.presentedSessionId(context) {
            return await authenticate(sessionId: id)
        }
        return .anonymous
    }

    private func authenticate(sessionId id: String) async -> AuthOutcome {
        do {
            guard let stored = try await sessions.session(id: id),
                try await !tokens.revocations.isRevoked(signInId: stored.signInId)
            else { return .anonymous }
            return .authenticated(stored.session)
        } catch {
            return .rejected(AuthStoreErrors.unavailable)
        }
    }

    /// A bearer that has the shape of a JWT is one; anything else is looked up as an API key first.
    private func authenticate(bearer token: String) async -> AuthOutcome {
        if !JWTShape.looksLikeJwt(token) {
            switch await lookUpApiKey(token) {
            case .success(.some(let apiKey)): return await authenticate(knownApiKey: apiKey)
            case .success(nil): break
            case .failure(let error): return .rejected(error)
            }
        }
        return await authenticate(jwt: token)
    }

    private func authenticate(jwt token: String) async -> AuthOutcome {
        do {
            return .authenticated(try await tokens.verifyAccessToken(token).session)
        } catch {
            return .rejected(error)
        }
    }

    /// An API key as the user name with no password is looked up at once; a password is checked later, if needed.
    private func authenticate(userName: String, password: String, context: ServiceContext) async -> AuthOutcome {
        if password.isEmpty {
            switch await lookUpApiKey(userName) {
            case .success(.some(let apiKey)): return await authenticate(knownApiKey: apiKey)
            case .success(nil): break
            case .failure(let error): return .rejected(error)
            }
        }
        context.deferAuthentication { [self] in await checkPassword(userName: userName, password: password) }
        return .anonymous
    }

    private func checkPassword(userName: String, password: String) async -> AuthOutcome {
        do {
            guard let user = try await checkCredentials(userName: userName, password: password) else {
                return .rejected(TokenErrors.invalidBasicAuthCredentials)
            }
            return .authenticated(user.session)
        } catch let busy as HttpError where busy.status == 429 {
            return .rejected(busy)
        } catch {
            return .rejected(TokenErrors.invalidBasicAuthCredentials)
        }
    }

    private func authenticate(apiKey key: String) async -> AuthOutcome {
        switch await lookUpApiKey(key) {
        case .success(.some(let apiKey)): return await authenticate(knownApiKey: apiKey)
        case .success(nil): return .rejected(TokenErrors.unknownApiKey)
        case .failure(let error): return .rejected(error)
        }
    }

    private func lookUpApiKey(_ key: String) async -> Result<ApiKey?, HttpError> {
        do {
            return .success(try await apiKeys.apiKey(key))
        } catch {
            return .failure(AuthStoreErrors.unavailable)
        }
    }

    private func authenticate(knownApiKey apiKey: ApiKey) async -> AuthOutcome {
        guard let user = try? await users.user(withUserNameOrEmail: apiKey.userName) else {
            return .rejected(TokenErrors.userOfApiKeyMissing)
        }
        return .authenticated(user.session)
    }
}
