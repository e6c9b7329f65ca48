import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The addresses of typed calls: `{replyUrl}{Name}`, with the DTO's fields in the query string for verbs without
/// a body.
extension JsonServiceClient {
    static func typeName<T>(_ type: T.Type) -> String {
        let key = ObjectIdentifier(type)
        if let cached = typeNames.withLock({ $0[key] }) { return cached }
        let described = String(describing: type)
        let name = described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
        typeNames.withLock { $0[key] = name }
        return name
    }

    /// Request names by type: `String(describing:)` demangles the type name on every call.
    private static let typeNames = Locked<[ObjectIdentifier: String]>([:])

    func url(_ text: String) throws -> URL {
        guard let url = URL(string: text), url.scheme != nil, url.host != nil else {
            throw ServiceClientError.invalidUrl(text)
        }
        return url
    }

    func typedUrl<T: Encodable>(_ dto: T, query: [String: String], includeFields: Bool) throws -> URL {
        let base = try url(replyUrl + Self.typeName(T.self))
        let items = includeFields ? try QueryStringSerializer.queryItems(of: dto, extra: query) : []
        return Self.appending(items, to: base)
    }

    static func appending(_ items: [URLQueryItem], to url: URL) -> URL {
        guard !items.isEmpty else { return url }
        let separator = url.query == nil ? "?" : "&"
        return URL(string: url.absoluteString + separator + QueryStringSerializer.encode(items)) ?? url
    }
}
