import Foundation
import ServiceStackNativeTypes

/// Produces the new text of a reference: downloaded from `/types/swift`, or generated here from
/// `/types/metadata` or a saved metadata document. The text is always checked before it is returned.
struct SourceProducer: Sendable {
    var mode: GenerationMode
    var fetcher: HTTPFetcher
    var log: @Sendable (String) -> Void

    /// The new text and where it came from.
    func produce(_ plan: ReferencePlan) async throws(ReferenceError) -> (text: String, source: String) {
        switch mode {
        case .server:
            let address = try ServerAddress(parsing: plan.options.baseUrl ?? "")
            guard let url = plan.options.typesURL(usePath: plan.usePath) else {
                throw .invalidURL(address.baseUrl, reason: "no /types/swift URL can be built from it")
            }
            let fetched = try await fetch(url, accept: "text/plain")
            let text = try DtoSourceValidator.validate(
                fetched.body, contentType: fetched.contentType, url: url.absoluteString)
            return (text, url.absoluteString)

        case .local:
            let address = try ServerAddress(parsing: plan.options.baseUrl ?? "")
            guard let url = URL(string: "\(address.baseUrl)/types/metadata") else {
                throw .invalidURL(address.baseUrl, reason: "no /types/metadata URL can be built from it")
            }
            let fetched = try await fetch(url, accept: "application/json")
            if fetched.body.first == UInt8(ascii: "<") { throw .htmlPage(url: url.absoluteString) }
            let metadata = try decode(fetched.body, source: url.absoluteString)
            return (try generate(metadata, options: plan.options), url.absoluteString)

        case .metadataFile(let file):
            let text = try ReferenceFile.read(file, displayPath: file.path)
            let metadata = try decode(Data(text.utf8), source: file.path)
            var options = plan.options
            if options.baseUrl == nil { options.baseUrl = metadata.config?.baseUrl }
            return (try generate(metadata, options: options), file.path)
        }
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

    /// Generates with the defaults the server published in the document's `config`, as its `/types/swift` would.
    private func generate(_ metadata: MetadataTypes, options: NativeTypesOptions) throws(ReferenceError)
        -> String
    {
        let context = GenerationContext(config: NativeTypesConfig(published: metadata.config))
        do {
            return try SwiftGenerator.generate(metadata: metadata, options: options, context: context)
        } catch {
            throw .generationFailed(reason: error.description)
        }
    }
}
