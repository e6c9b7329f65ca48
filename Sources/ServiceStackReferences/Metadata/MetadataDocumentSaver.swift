import Foundation
import ServiceStackNativeTypes

/// Saves a server's `/types/metadata` document to a file, for `x swift --metadata FILE` and the
/// `ServiceStackDTOsPlugin` build-tool plugin, which generate from it without the network. The document is written
/// only after it was read back as a metadata document, and then atomically; a document equal to the file's is not
/// written again.
public struct MetadataDocumentSaver: Sendable {
    /// The ending of saved documents' names, which the build-tool plugin looks for.
    public static let suffix = "metadata.json"

    /// The HTTP client.
    public var fetcher: HTTPFetcher
    /// Receives `--verbose` lines.
    public var log: @Sendable (String) -> Void

    /// Creates a saver.
    public init(fetcher: HTTPFetcher = HTTPFetcher(), log: @escaping @Sendable (String) -> Void = { _ in }) {
        self.fetcher = fetcher
        self.log = log
    }

    /// The file `x metadata URL [Name]` writes in `directory`: `Name.metadata.json`, else `{host}.metadata.json`
    /// (`https://techstacks.io` → `techstacks.metadata.json`).
    public static func file(server: String, name: String?, in directory: URL) throws(ReferenceError) -> (
        url: URL, displayPath: String
    ) {
        let address = try ServerAddress(parsing: ServerAddress.url(from: server) ?? server)
        let base = name ?? ReferenceFileName.label(ofHost: address.host)
        let fileName = base.hasSuffix(suffix) ? base : "\(base).\(suffix)"
        let url = fileName.hasPrefix("/") ? URL(fileURLWithPath: fileName) : directory.appendingPathComponent(fileName)
        return (url, fileName)
    }

    /// Downloads `{server}/types/metadata` into `file`.
    /// - Returns: `.created`, `.updated`, `.unchanged` (an equal document was there) or `.failed`; nothing is written
    ///   on failure.
    public func save(server: String, to file: URL, displayPath: String) async -> ReferenceResult {
        var source: String?
        do {
            let address = try ServerAddress(parsing: ServerAddress.url(from: server) ?? server)
            guard let url = URL(string: "\(address.baseUrl)/types/metadata") else {
                throw ReferenceError.invalidURL(server, reason: "no /types/metadata URL can be built from it")
            }
            source = url.absoluteString
            log("GET \(url.absoluteString)")
            let fetched = try await fetcher.get(url, accept: "application/json")
            log("  \(fetched.body.count) bytes, \(fetched.contentType ?? "no Content-Type")")
            let document = try Self.decode(fetched.body, url: url.absoluteString)
            let existing = try? Data(contentsOf: file)
            // The same document, though a server may write its JSON keys in another order each time.
            if let existing, existing == fetched.body || (try? MetadataTypes.decode(from: existing)) == document {
                return ReferenceResult(displayPath: displayPath, source: source, outcome: .unchanged)
            }
            try ReferenceFile.ensureReplaceable(file, displayPath: displayPath)
            try AtomicFileWriter.write(
                String(decoding: fetched.body, as: UTF8.self), to: file, displayPath: displayPath)
            return ReferenceResult(
                displayPath: displayPath, source: source, outcome: existing == nil ? .created : .updated)
        } catch let error as ReferenceError {
            return ReferenceResult(displayPath: displayPath, source: source, outcome: .failed(error))
        } catch {
            return ReferenceResult(
                displayPath: displayPath, source: source,
                outcome: .failed(.unreachable(url: server, reason: "\(error)")))
        }
    }

    private static func decode(_ body: Data, url: String) throws(ReferenceError) -> MetadataTypes {
        if body.first == UInt8(ascii: "<") { throw .htmlPage(url: url) }
        do {
            return try MetadataTypes.decode(from: body)
        } catch let error as MetadataDecodingError {
            throw .invalidMetadata(source: url, reason: error.description)
        } catch {
            throw .invalidMetadata(source: url, reason: "it is not JSON (\(error.localizedDescription))")
        }
    }
}
