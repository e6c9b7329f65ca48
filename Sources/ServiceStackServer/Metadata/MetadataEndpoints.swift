import Foundation
import ServiceStackNativeTypes
import ServiceStackWire

/// Serves `/types/metadata`, `/types/swift` and the `/metadata` page of a host.
enum MetadataEndpoints {
    static func register(on host: ServiceStackHost) {
        host.addRawEndpoint("/types/metadata", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            let document = host.metadataDocument(baseUrl: baseUrl(of: context))
            return HttpResult(
                headers: [("Content-Type", "application/json; charset=utf-8")],
                body: try document.encodedJSON())
        }
        host.addRawEndpoint("/types/swift", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            return swiftTypes(host: host, context: context)
        }
        host.addRawEndpoint("/metadata", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            let document = host.metadataDocument(baseUrl: baseUrl(of: context))
            return .text(
                MetadataHtmlPage.render(document, serviceName: host.name),
                contentType: "text/html; charset=utf-8")
        }
    }

    private static func swiftTypes(host: ServiceStackHost, context: ServiceContext) -> HttpResult {
        let items = context.queryItems.map { URLQueryItem(name: $0.name, value: $0.value) }
        var options: NativeTypesOptions
        do {
            options = try NativeTypesOptions(queryItems: items)
        } catch {
            return .text("Invalid options: \(error)", status: 400)
        }
        let config = host.config.nativeTypes
        let requestBaseUrl = baseUrl(of: context)
        if options.baseUrl == nil { options.baseUrl = config.baseUrl ?? requestBaseUrl }
        let document = host.metadataDocument(baseUrl: requestBaseUrl)
        do {
            let source = try SwiftGenerator.generate(
                metadata: document, options: options, context: GenerationContext(config: config))
            return .text(source)
        } catch {
            return .text("Cannot generate Swift types: \(error)", status: 500)
        }
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
