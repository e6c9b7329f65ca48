import Foundation

/// One service operation (`MetadataOperationType` on the server).
public struct MetadataOperationType: Codable, Sendable, Equatable {
    /// The request DTO, with its declared (not inherited) properties.
    public var request: MetadataType
    /// The response DTO; absent for void operations.
    public var response: MetadataType?
    /// Implemented service methods in upper case (`ANY`, `GET`...).
    public var actions: [String]?
    /// Whether the request returns no response.
    public var returnsVoid: Bool?
    /// Preferred HTTP verb.
    public var method: String?
    /// The `T` of `IReturn<T>`, with C#-syntax generic args.
    public var returnType: MetadataTypeName?
    /// The custom routes.
    public var routes: [MetadataRoute]?
    /// The model an AutoQuery or CRUD operation works on.
    public var dataModel: MetadataTypeName?
    /// The type an AutoQuery operation returns rows as.
    public var viewModel: MetadataTypeName?
    /// Whether callers must be authenticated.
    public var requiresAuth: Bool?
    /// Whether callers must send an API key.
    public var requiresApiKey: Bool?
    /// Roles a caller must have, all of them.
    public var requiredRoles: [String]?
    /// Roles a caller must have one of.
    public var requiresAnyRole: [String]?
    /// Permissions a caller must have, all of them.
    public var requiredPermissions: [String]?
    /// Permissions a caller must have one of.
    public var requiresAnyPermission: [String]?
    /// The operation's tags (used by `IncludeTypes: {tag}`).
    public var tags: [String]?
    /// How ServiceStack's UIs show the operation.
    public var ui: ApiUiInfo?

    /// Creates an operation for a request type.
    public init(request: MetadataType, response: MetadataType? = nil) {
        self.request = request
        self.response = response
    }
}
