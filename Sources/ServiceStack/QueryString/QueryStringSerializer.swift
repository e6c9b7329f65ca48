import Foundation
import ServiceStackWire

/// Turns a request DTO into the name/value pairs a ServiceStack server binds from a query string or form.
public enum QueryStringSerializer {
    /// Each non-nil, non-empty top-level property in declaration order, rendered as a query value.
    public static func fields<T: Encodable>(of dto: T) throws -> [(name: String, value: String)] {
        let tree: WireValue
        do {
            tree = try JsvEncoder().encode(dto)
        } catch {
            throw ServiceClientError.encodingFailed(type: String(describing: T.self), reason: "\(error)")
        }
        guard case .object(let fields) = tree else { return [] }
        return fields.filter { !$0.value.isEmptyForQuery }.map { ($0.key, $0.value.queryValue) }
    }

    /// The DTO's fields as query items, followed by the extra pairs.
    public static func queryItems<T: Encodable>(of dto: T, extra: [String: String] = [:]) throws -> [URLQueryItem] {
        let items = try fields(of: dto).map { URLQueryItem(name: $0.name, value: $0.value) }
        let extras = extra.sorted { $0.key < $1.key }.map { URLQueryItem(name: $0.key, value: $0.value) }
        return items + extras
    }

    /// Percent-encodes query items, also encoding `+` (which servers read as a space).
    public static func encode(_ items: [URLQueryItem]) -> String {
        items.map { item in
            let value = item.value.map { "=" + escape($0) } ?? ""
            return escape(item.name) + value
        }.joined(separator: "&")
    }

    private static let allowed = CharacterSet(
        charactersIn: "abcdefghijklmnopqrstuvwxyzABCDEFGHIJKLMNOPQRSTUVWXYZ0123456789-._~/:(),*!$'@")

    static func escape(_ text: String) -> String {
        text.addingPercentEncoding(withAllowedCharacters: allowed) ?? text
    }
}
