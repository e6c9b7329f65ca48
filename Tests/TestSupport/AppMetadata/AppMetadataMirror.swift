import Foundation

/// The parts of ServiceStack's `AppMetadata` (`/metadata/app.json`) that its tools and UIs read, written from
/// ServiceStack's shape (not from the server's types), so a test decoding a host's document checks the shape.
/// Every member ServiceStack marks optional is optional here; the rest must be present.
public struct AppMetadataMirror: Decodable, Sendable {
    public let date: String
    public let app: App
    public let config: Config?
    public let contentTypeFormats: [String: String]?
    public let httpHandlers: [String: String]?
    public let plugins: Plugins
    public let api: Api

    /// `AppInfo`.
    public struct App: Decodable, Sendable {
        public let baseUrl: String?
        public let serviceName: String
        public let apiVersion: String?
        public let serviceDescription: String?
        public let jsTextCase: String?
    }

    /// `ConfigInfo`.
    public struct Config: Decodable, Sendable {
        public let debugMode: Bool?
    }

    /// `PluginInfo`.
    public struct Plugins: Decodable, Sendable {
        public let loaded: [String]
        public let auth: Auth?
        public let autoQuery: AutoQuery?
    }

    /// `AuthInfo`.
    public struct Auth: Decodable, Sendable {
        public let authProviders: [AuthProvider]
        public let serviceRoutes: [String: [String]]?
    }

    /// `MetaAuthProvider`.
    public struct AuthProvider: Decodable, Sendable {
        public let name: String
        public let type: String
        public let label: String?
    }

    /// `AutoQueryInfo`.
    public struct AutoQuery: Decodable, Sendable {
        public let maxLimit: Int?
        public let viewerConventions: [Convention]?
    }

    /// `AutoQueryConvention`.
    public struct Convention: Decodable, Sendable {
        public let name: String
        public let value: String
        public let types: String?
        public let valueType: String?
    }

    /// `MetadataTypes`: the operations and the types they use.
    public struct Api: Decodable, Sendable {
        public let operations: [Operation]
        public let types: [TypeInfo]
    }

    /// `MetadataOperationType`.
    public struct Operation: Decodable, Sendable {
        public let request: TypeInfo
        public let response: TypeInfo?
        public let actions: [String]?
        public let method: String?
        public let routes: [Route]?
        public let requiresAuth: Bool?
        public let requiredRoles: [String]?
        public let tags: [String]?
        public let dataModel: TypeName?
        public let viewModel: TypeName?
        public let returnType: TypeName?
    }

    /// `MetadataRoute`.
    public struct Route: Decodable, Sendable {
        public let path: String
        public let verbs: String?
    }

    /// `MetadataTypeName`.
    public struct TypeName: Decodable, Sendable {
        public let name: String
        public let namespace: String?
        public let genericArgs: [String]?
    }

    /// `MetadataType`.
    public struct TypeInfo: Decodable, Sendable {
        public let name: String
        public let namespace: String?
        public let inherits: TypeName?
        public let isEnum: Bool?
        public let enumNames: [String]?
        public let properties: [Property]?
    }

    /// `MetadataPropertyType`.
    public struct Property: Decodable, Sendable {
        public let name: String
        public let type: String
        public let genericArgs: [String]?
    }

    /// The operation whose request is `name`.
    public func operation(_ name: String) -> Operation? {
        api.operations.first { $0.request.name == name }
    }
}
