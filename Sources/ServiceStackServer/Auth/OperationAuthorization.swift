extension Operation {
    /// Whether the operation needs the caller's session before it runs.
    var needsSession: Bool { requiresAuth || !requiredRoles.isEmpty }

    /// Throws 401 when the operation needs a signed-in caller and has none, 403 `Invalid Role` when a role is
    /// missing. Credentials left unchecked (a Basic auth password) are checked first, only for such operations.
    ///
    /// Inlined into its caller, so that an operation that needs no session costs the request no async call.
    @inline(__always)
    func authorize(_ context: ServiceContext) async throws {
        guard needsSession else { return }
        try await authorizeSession(context)
    }

    private func authorizeSession(_ context: ServiceContext) async throws {
        await context.settleAuthentication()
        guard let session = context.session else {
            throw context.authenticationError ?? HttpError.unauthorized()
        }
        if requiredRoles.contains(where: { !session.hasRole($0) }) {
            throw HttpError.forbidden("Invalid Role")
        }
    }
}
