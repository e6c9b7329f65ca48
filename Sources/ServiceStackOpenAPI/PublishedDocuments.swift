import Foundation
import Logging
import OpenAPIKit
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackWire

/// The encoded `/openapi.json`, `/schema` and `/schema/{Dto}.json` bodies of one host, built on the first request
/// that needs them and kept: later requests cost a dictionary lookup, not a rebuild. Operations registered after
/// that first request are not listed.
final class PublishedDocuments: Sendable {
    struct Bodies: Sendable {
        let openAPI: Data
        let schemaList: Data
        let schemas: [String: Data]
    }

    private let feature: OpenAPIFeature
    private let built = Locked<Result<Bodies, HttpError>?>(nil)

    init(feature: OpenAPIFeature) {
        self.feature = feature
    }

    /// The bodies, built from `host` once.
    func bodies(of host: ServiceStackHost) throws(HttpError) -> Bodies {
        let result = built.withLock { built in
            if let built { return built }
            let made = Self.build(host: host, feature: feature)
            built = made
            return made
        }
        return try result.get()
    }

    private static func build(host: ServiceStackHost, feature: OpenAPIFeature) -> Result<Bodies, HttpError> {
        let facts = HostFacts(
            name: host.name, authenticates: host.authenticatesRequests,
            requiredRoles: { host.requiredRoles(ofOperation: $0) })
        let (document, catalog) = OpenAPIDocumentBuilder(
            metadata: host.metadataTypes(), feature: feature, facts: facts
        ).build()
        do {
            let encoder = JSONEncoder()
            encoder.outputFormatting = [.sortedKeys, .withoutEscapingSlashes]
            let schemas = try JSONSchemaDocuments.build(
                components: catalog.components, displayNames: catalog.displayNames)
            return .success(
                Bodies(openAPI: try encoder.encode(document), schemaList: schemas.list, schemas: schemas.documents))
        } catch {
            host.logger.error("The OpenAPI document cannot be encoded: \(error)")
            return .failure(
                HttpError(status: 500, message: "The OpenAPI document cannot be encoded", errorCode: "OpenApiError"))
        }
    }
}
