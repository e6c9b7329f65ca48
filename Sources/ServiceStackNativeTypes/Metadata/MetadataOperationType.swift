import Foundation

/// One service operation (`MetadataOperationType` on the server).
public struct MetadataOperationType: Codable, Sendable, Equatable {
    /// The request DTO, with its declared (not inherited) properties.
    public var request: MetadataType
    /// The response DTO; absent for void operations.
    public var response: MetadataType?
    /// Implemented service methods in upper case (`ANY`, `GET`...).
    public var actions: [String]?
    public var returnsVoid: Bool?
    /// Preferred HTTP verb.
    public var method: String?
    /// The `T` of `IReturn<T>`, with C#-syntax generic args.
    public var returnType: MetadataTypeName?
    public var routes: [MetadataRoute]?
    public var dataModel: MetadataTypeName?
    public var viewModel: MetadataTypeName?
    public var requiresAuth: Bool?
    public var requiresApiKey: Bool?
    public var requiredRoles: [String]?
    public var requiresAnyRole: [String]?
    public var requiredPermissions: [String]?
    public var requiresAnyPermission: [String]?
    public var tags: [String]?
    public var ui: ApiUiInfo?

    /// Creates an operation for a request type.
    public init(request: MetadataType, response: MetadataType? = nil) {
        self.request = request
        self.response = response
    }
}
