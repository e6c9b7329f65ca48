/// What metadata needs to know about a registered operation.
struct OperationDescriptor: Sendable {
    /// The request DTO's name.
    let name: String
    /// The request DTO type (wrapped in a closure: metatypes are not `Sendable` values).
    let requestType: @Sendable () -> any Decodable.Type
    /// The response DTO type; nil for `IReturnVoid` requests.
    let responseType: (@Sendable () -> any Decodable.Type)?
    /// The custom routes the operation is served at.
    let routes: [Route]
    /// Whether callers must be authenticated.
    let requiresAuth: Bool
    /// Roles callers must have, all of them.
    var requiredRoles: [String] = []
    /// The tags given at registration (the request type may declare more).
    let tags: [String]
}
