import ServiceStackNativeTypes
import ServiceStackWire

extension ServiceStackHost {
    /// The document `/types/metadata` serves: every registered operation and the types it uses, without a base URL.
    /// Features that describe the API in other forms (OpenAPI, JSON Schema) read it, so every description of the
    /// host comes from the same model.
    public func metadataTypes() -> MetadataTypes {
        metadataDocument(baseUrl: nil)
    }

    /// The roles a caller must all have to call the operation whose request type is named `name` (empty when none).
    public func requiredRoles(ofOperation name: String) -> [String] {
        registry.current.operations[name.lowercased()]?.requiredRoles ?? []
    }

    /// Whether the host authenticates requests (`enableAuth` or `useAuth` was called).
    public var authenticatesRequests: Bool {
        authResolver.current != nil
    }
}
