import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request as it left the client: verb, URL, headers and body, with accessors for assertions.
public struct RecordedRequest: @unchecked Sendable, CustomStringConvertible {
    /// The request as the transport received it.
    public let urlRequest: URLRequest

    /// Records `urlRequest` as it was sent.
    public init(_ urlRequest: URLRequest) {
        self.urlRequest = urlRequest
    }

    /// The verb, upper-cased (`GET` when unset).
    public var method: String { (urlRequest.httpMethod ?? "GET").uppercased() }

    /// The URL's path, e.g. `/api/Hello`.
    public var path: String { urlRequest.url?.path ?? "" }

    /// The query string's items, decoded, in order.
    public var queryItems: [URLQueryItem] {
        guard let url = urlRequest.url else { return [] }
        return URLComponents(url: url, resolvingAgainstBaseURL: false)?.queryItems ?? []
    }

    /// The value of the first query item called `name`.
    public func query(_ name: String) -> String? {
        queryItems.first { $0.name == name }?.value
    }

    /// All headers, as set on the request.
    public var headers: [String: String] { urlRequest.allHTTPHeaderFields ?? [:] }

    /// The value of a header, matched without regard to case.
    public func header(_ name: String) -> String? {
        urlRequest.value(forHTTPHeaderField: name)
    }

    /// The body (empty when there is none).
    public var body: Data { urlRequest.httpBody ?? Data() }

    /// The body as UTF-8 text.
    public var bodyText: String { String(decoding: body, as: UTF8.self) }

    /// The URL, as on `URLRequest`.
    public var url: URL? { urlRequest.url }

    /// The verb as set, as on `URLRequest`.
    public var httpMethod: String? { urlRequest.httpMethod }

    /// The body, as on `URLRequest`.
    public var httpBody: Data? { urlRequest.httpBody }

    /// A header's value, as on `URLRequest`.
    public func value(forHTTPHeaderField name: String) -> String? { urlRequest.value(forHTTPHeaderField: name) }

    /// The body parsed as JSON, or nil when it is empty or not JSON.
    public var json: JSONValue? {
        body.isEmpty ? nil : try? JSONValue(parsing: body)
    }

    /// The request DTO's type name for typed calls (`/api/Hello`, `/json/reply/Hello`, batches `/api/Hello[]`).
    public var requestTypeName: String? {
        let parts = path.split(separator: "/").map(String.init)
        guard let last = parts.last, parts.count >= 2 else { return nil }
        let typed =
            parts[parts.count - 2].lowercased() == "api"
            || (parts.count >= 3 && parts[parts.count - 3].lowercased() == "json"
                && parts[parts.count - 2].lowercased() == "reply")
        guard typed else { return nil }
        return last.hasSuffix("[]") ? String(last.dropLast(2)) : last
    }

    /// Whether this is a typed call with a request DTO of type `T`.
    public func isRequest<T>(of type: T.Type) -> Bool {
        requestTypeName == RequestTypeName.of(type)
    }

    /// The request DTO, decoded from the JSON body and the query string the way a ServiceStack server binds it
    /// (the query string's fields win).
    public func decode<T: Decodable>(_ type: T.Type) throws -> T {
        let query = url.flatMap { URLComponents(url: $0, resolvingAgainstBaseURL: false)?.percentEncodedQuery }
        let tree = body.isEmpty ? WireValue.object([]) : try JSONTreeParser.parse(body)
        return try tree.appending(WireValue.textFields(FormURLEncoding.parse(query ?? "")))
            .decode(T.self, reader: Self.jsvReader)
    }

    /// Recorded requests come from the test's own client, so the limits are wide; nesting is capped like JSON's.
    private static let jsvReader = JsvReader(
        limits: JsvReader.Limits(maxDepth: 256, maxLength: .max, maxValues: .max))

    /// `POST /api/Hello`.
    public var description: String {
        var text = "\(method) \(path)"
        if let query = urlRequest.url?.query, !query.isEmpty { text += "?" + query }
        return text
    }
}

/// Request type names as `JsonServiceClient` puts them in URLs.
public enum RequestTypeName {
    /// `Hello` for `Hello`, `QueryBookings` for a generic `QueryBookings<T>`, without the module prefix.
    public static func of<T>(_ type: T.Type) -> String {
        let described = String(describing: type)
        return described.firstIndex(of: "<").map { String(described[..<$0]) } ?? described
    }
}
