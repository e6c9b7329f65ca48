import ServiceStack

extension ServiceStackHost {
    /// Authenticates every request with `feature` and registers `Authenticate` (`/auth`, `/auth/{provider}`)
    /// and `GetAccessToken` (`/access-token`).
    public func enableAuth(_ feature: AuthFeature) {
        authFeatureState.withLock { $0 = feature }
        useAuth { context in
            switch await feature.authenticate(context) {
            case .authenticated(let session):
                return session
            case .rejected(let error):
                context.authenticationError = error
                return nil
            case .anonymous:
                return nil
            }
        }
        let authenticate = AuthenticateService(feature: feature)
        register(
            Authenticate.self,
            routes: [Route("/auth", verbs: "GET,POST"), Route("/auth/{provider}", verbs: "GET,POST")]
        ) { request, context in
            try await authenticate.run(request, context)
        }
        let accessTokens = AccessTokenService(feature: feature)
        register(GetAccessToken.self, routes: [Route("/access-token")]) { request, context in
            try await accessTokens.run(request, context)
        }
    }
}
