extension Operation {
    /// Throws 401 when the operation needs a signed-in caller and has none, 403 `Invalid Role` when a role is missing.
    func authorize(_ context: ServiceContext) throws {
        guard requiresAuth || !requiredRoles.isEmpty else { return }
        guard let session = context.session else {
            throw context.authenticationError ?? HttpError.unauthorized()
        }
        if requiredRoles.contains(where: { !session.hasRole($0) }) {
            throw HttpError.forbidden("Invalid Role")
        }
    }
}
