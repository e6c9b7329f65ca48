import ServiceStackNativeTypes

/// The settings of a host's `/openapi.json` and `/schema` endpoints; turn them on with
/// `host.enableOpenAPI(OpenAPIFeature(...))`.
///
/// ```swift
/// var openAPI = OpenAPIFeature(title: "TechStacks", version: "2.0")
/// openAPI.servers = ["https://techstacks.example.org"]
/// openAPI.includesOperation = { !($0.tags ?? []).contains("internal") }
/// host.enableOpenAPI(openAPI)
/// ```
public struct OpenAPIFeature: Sendable {
    /// The document's `info.title`; the host's name when nil.
    public var title: String?
    /// The document's `info.version`: the version of the API, not of OpenAPI.
    public var version: String
    /// The document's `info.description`.
    public var description: String?
    /// The base URLs clients call (`servers`); none means the host that served the document.
    public var servers: [String]
    /// Which operations the document lists (every operation of `/types/metadata` when not set).
    public var includesOperation: @Sendable (MetadataOperationType) -> Bool
    /// Request names whose requests carry uploaded files: their bodies are listed as `multipart/form-data` too.
    public var uploadOperations: Set<String>

    /// Creates the settings; by default every operation is listed, titled with the host's name, version `1.0`.
    public init(
        title: String? = nil, version: String = "1.0", description: String? = nil, servers: [String] = [],
        uploadOperations: Set<String> = [],
        includesOperation: @escaping @Sendable (MetadataOperationType) -> Bool = { _ in true }
    ) {
        self.title = title
        self.version = version
        self.description = description
        self.servers = servers
        self.uploadOperations = uploadOperations
        self.includesOperation = includesOperation
    }
}
