import Foundation
import ServiceStackNativeTypes

/// Serves `/types/{language}` for every ``NativeTypesLanguage`` (`/types/swift`, `/types/typescript`,
/// `/types/js` and `/types/mjs`…), `/types` (the list of what is served) and a `ResponseStatus` 404 for any
/// other `/types/{name}`.
///
/// A request's query items are the generator's options, over the host's `HostConfig.nativeTypes` (its
/// `languageDefaults[language]` for options of one language only). `BaseUrl` defaults to the host's configured
/// one, else the address the client used. Errors are `ResponseStatus` bodies like every other error of the host:
/// 400 for options that cannot be read, 500 for a document that cannot be generated in the language.
enum NativeTypesEndpoints {
    static func register(on host: ServiceStackHost) {
        host.addRawEndpoint("/types", verbs: "GET", readsSession: false) { [weak host] context in
            guard let host else { return HttpResult(status: 503) }
            return TypeLinks.response(
                baseUrl: MetadataEndpoints.baseUrl(of: context), accept: context.header("Accept"),
                serviceName: host.name)
        }
        for language in NativeTypesLanguage.allCases {
            for pathName in language.pathNames {
                host.addRawEndpoint("/types/\(pathName)", verbs: "GET", readsSession: false) { [weak host] context in
                    guard let host else { return HttpResult(status: 503) }
                    return try generate(language, host: host, context: context)
                }
            }
        }
        // Registered after the languages and `/types/metadata`, so it only answers names nothing else serves.
        host.addRawEndpoint("/types/{Language}", verbs: "GET", readsSession: false) { context in
            let name = RouteResolver.pathSegments(context.path).last ?? ""
            throw HttpError(status: 404, message: unknownLanguageMessage(name), errorCode: "NotFound")
        }
    }

    /// The `ResponseStatus.message` of a 404 for `/types/{name}`, naming the languages served.
    static func unknownLanguageMessage(_ name: String) -> String {
        let served = NativeTypesLanguage.allCases.flatMap(\.pathNames).joined(separator: ", ")
        return "No native types for '\(name.prefix(100))': the languages served are \(served) (and metadata)"
    }

    /// The generated source of `language` for this request.
    /// - Throws: `HttpError` 400 for unreadable options, 500 when the document cannot be generated.
    static func generate(_ language: NativeTypesLanguage, host: ServiceStackHost, context: ServiceContext) throws
        -> HttpResult
    {
        let config = host.config.nativeTypes
        let requestBaseUrl = MetadataEndpoints.baseUrl(of: context)
        let parameters = requestParameters(context.queryItems, defaultBaseUrl: config.baseUrl ?? requestBaseUrl)
        let document = host.metadataDocument(baseUrl: requestBaseUrl)
        do {
            let source = try language.generate(
                metadata: document, parameters: parameters, context: GenerationContext(config: config))
            return .text(source, contentType: language.contentType)
        } catch let error as OptionsError {
            throw HttpError(status: 400, message: "Invalid options: \(error)", errorCode: "ArgumentException")
        } catch {
            throw HttpError(
                status: 500, message: "Cannot generate \(language.displayName) types: \(error)",
                errorCode: String(describing: type(of: error)))
        }
    }

    /// The query items as options, with `BaseUrl: defaultBaseUrl` added when the request gives none (or an
    /// empty one).
    static func requestParameters(_ items: [(name: String, value: String)], defaultBaseUrl: String)
        -> [OptionParameter]
    {
        var parameters = items.map { OptionParameter(key: $0.name, value: $0.value) }
        let givenBaseUrl = parameters.last { $0.key.caseInsensitiveCompare("BaseUrl") == .orderedSame }
        if givenBaseUrl?.value.trimmingCharacters(in: .whitespaces).isEmpty ?? true {
            parameters.append(OptionParameter(key: "BaseUrl", value: defaultBaseUrl))
        }
        return parameters
    }
}
