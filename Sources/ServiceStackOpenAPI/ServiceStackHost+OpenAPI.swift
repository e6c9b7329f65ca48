import Foundation
import ServiceStackServer

extension ServiceStackHost {
    /// Serves the host's operations as an OpenAPI 3.1 document at `GET /openapi.json`, each DTO's JSON Schema at
    /// `GET /schema/{Dto}.json` and their list at `GET /schema`, all built from `/types/metadata` on the first
    /// request and kept. Call it after registering the services.
    public func enableOpenAPI(_ feature: OpenAPIFeature = OpenAPIFeature()) {
        let published = PublishedDocuments(feature: feature)
        addRawEndpoint("/openapi.json", verbs: "GET", readsSession: false) { [weak self] _ in
            guard let self else { return HttpResult(status: 503) }
            return Self.json(try published.bodies(of: self).openAPI)
        }
        addRawEndpoint("/schema", verbs: "GET", readsSession: false) { [weak self] _ in
            guard let self else { return HttpResult(status: 503) }
            return Self.json(try published.bodies(of: self).schemaList)
        }
        addRawEndpoint("/schema/{Name}", verbs: "GET", readsSession: false) { [weak self] context in
            guard let self else { return HttpResult(status: 503) }
            let bodies = try published.bodies(of: self)
            guard let body = bodies.schemas[Self.schemaKey(inPath: context.path)] else {
                throw HttpError(
                    status: 404, message: "No such JSON Schema: GET /schema lists them", errorCode: "NotFound")
            }
            return Self.json(body, contentType: "application/schema+json")
        }
    }

    /// The lower-cased component key a `/schema/{Dto}.json` path names (`.json` optional).
    private static func schemaKey(inPath path: String) -> String {
        let last = path.split(separator: "/").last.map(String.init) ?? ""
        let name = last.removingPercentEncoding ?? last
        return (name.lowercased().hasSuffix(".json") ? String(name.dropLast(5)) : name).lowercased()
    }

    private static func json(_ body: Data, contentType: String = "application/json; charset=utf-8") -> HttpResult {
        HttpResult(headers: [("Content-Type", contentType)], body: body)
    }
}
