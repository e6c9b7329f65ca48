import Foundation
import ServiceStackNativeTypes
import ServiceStackWire

/// Serves `/types/metadata`, the `/metadata` page and (through `NativeTypesEndpoints`) `/types` and every
/// language's `/types/{name}`.
enum MetadataEndpoints {
    static func register(on host: ServiceStackHost) {
        host.addRawEndpoint("/types/metadata", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            let document = host.metadataDocument(baseUrl: baseUrl(of: context))
            return HttpResult(
                headers: [("Content-Type", "application/json; charset=utf-8")],
                body: try document.encodedJSON())
        }
        host.addRawEndpoint("/metadata", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            let document = host.metadataDocument(baseUrl: baseUrl(of: context))
            return .text(
                MetadataHtmlPage.render(document, serviceName: host.name),
                contentType: "text/html; charset=utf-8")
        }
        NativeTypesEndpoints.register(on: host)
    }

    /// The server's base URL as the client reached it, without a trailing slash.
    static func baseUrl(of context: ServiceContext) -> String {
        let scheme = context.header("X-Forwarded-Proto") ?? "http"
        let authority = context.header("X-Forwarded-Host") ?? context.header("Host") ?? "localhost"
        return "\(scheme)://\(authority)"
    }
}

extension ServiceStackHost {
    /// The metadata document describing every registered operation, in registration order, without the types
    /// the host never exports, and with its native-types defaults as `config`.
    func metadataDocument(baseUrl: String?) -> MetadataTypes {
        let nativeTypes = config.nativeTypes
        var document = MetadataDocumentBuilder.build(registry.current.descriptors)
            .removingTypes(named: nativeTypes.ignoreTypes)
        document.config = nativeTypes.publishedConfig(baseUrl: baseUrl)
        return document
    }
}
