import Foundation
import ServiceStackNativeTypes

/// Produces the new text of a reference: downloaded from `/types/{language}`, or generated here from
/// `/types/metadata` or a saved metadata document. The text is always checked before it is returned.
///
/// For languages other than Swift, `.local` (their default) falls back to downloading `/types/{language}` when the
/// server has no `/types/metadata` (404) or serves one this generator cannot read (an older format).
struct SourceProducer: Sendable {
    var language: NativeTypesLanguage = .swift
    var mode: GenerationMode
    var fetcher: HTTPFetcher
    var log: @Sendable (String) -> Void

    /// The new text and where it came from.
    func produce(_ plan: ReferencePlan) async throws(ReferenceError) -> (text: String, source: String) {
        switch mode {
        case .server:
            return try await download(plan)

        case .local:
            let address = try ServerAddress(parsing: plan.options.baseUrl ?? "")
            guard let url = URL(string: "\(address.baseUrl)/types/metadata") else {
                throw .invalidURL(address.baseUrl, reason: "no /types/metadata URL can be built from it")
            }
            let metadata: MetadataTypes
            do throws(ReferenceError) {
                let fetched = try await fetch(url, accept: "application/json")
                if fetched.body.first == UInt8(ascii: "<") { throw ReferenceError.htmlPage(url: url.absoluteString) }
                metadata = try decode(fetched.body, source: url.absoluteString)
            } catch {
                guard language != .swift, Self.isOlderServer(error) else { throw error }
                log("  \(error.description): downloading /types/\(language.rawValue) instead")
                return try await download(plan)
            }
            return (try generate(metadata, options: plan.options), url.absoluteString)

        case .metadataFile(let file):
            let text = try ReferenceFile.read(file, displayPath: file.path)
            let metadata = try decode(Data(text.utf8), source: file.path)
            var options = plan.options
            if options.baseUrl == nil { options.baseUrl = metadata.config?.baseUrl }
            return (try generate(metadata, options: options), file.path)
        }
    }

    /// Whether a failed `/types/metadata` means a server older than this generator rather than a wrong address:
    /// it has none (404), or its document cannot be read.
    static func isOlderServer(_ error: ReferenceError) -> Bool {
        switch error {
        case .httpStatus(_, let status, _): status == 404
        case .invalidMetadata: true
        default: false
        }
    }

    private func download(_ plan: ReferencePlan) async throws(ReferenceError) -> (text: String, source: String) {
        let address = try ServerAddress(parsing: plan.options.baseUrl ?? "")
        let path = plan.usePath ?? "types/\(language.rawValue)"
        guard let url = plan.options.typesURL(usePath: path) else {
            throw .invalidURL(address.baseUrl, reason: "no /\(path) URL can be built from it")
        }
        let fetched = try await fetch(url, accept: "text/plain")
        let text = try DtoSourceValidator.validate(
            fetched.body, contentType: fetched.contentType, url: url.absoluteString, language: language)
        return (text, url.absoluteString)
    }

    private func fetch(_ url: URL, accept: String) async throws(ReferenceError) -> FetchedBody {
        log("GET \(url.absoluteString)")
        let fetched = try await fetcher.get(url, accept: accept)
        log("  \(fetched.body.count) bytes, \(fetched.contentType ?? "no Content-Type")")
        return fetched
    }

    private func decode(_ data: Data, source: String) throws(ReferenceError) -> MetadataTypes {
        do {
            return try MetadataTypes.decode(from: data)
        } catch let error as MetadataDecodingError {
            throw .invalidMetadata(source: source, reason: error.description)
        } catch {
            throw .invalidMetadata(source: source, reason: "it is not JSON (\(error.localizedDescription))")
        }
    }

    /// Generates with the defaults the server published in the document's `config`, as its `/types/{language}`
    /// would.
    private func generate(_ metadata: MetadataTypes, options: NativeTypesOptions) throws(ReferenceError)
        -> String
    {
        let context = GenerationContext(config: NativeTypesConfig(published: metadata.config))
        do {
            if language == .swift {
                return try SwiftGenerator.generate(metadata: metadata, options: options, context: context)
            }
            let baseUrl = options.baseUrl.map { [OptionParameter(key: "BaseUrl", value: $0)] } ?? []
            return try language.generate(
                metadata: metadata, parameters: options.parameters + baseUrl, context: context)
        } catch {
            throw .generationFailed(reason: "\(error)")
        }
    }
}
