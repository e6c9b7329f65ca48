import ServiceStackWire

/// The raw endpoints, grouped by the literal their route starts with so that a request is matched only against
/// the endpoints its first segment can reach, not against every endpoint in turn.
struct RawEndpointTable: Sendable {
    private struct Entry: Sendable {
        let order: Int
        let endpoint: RawEndpoint
    }

    /// Endpoints whose route starts with a literal, keyed by that literal (lower case, as `RoutePattern` keeps it).
    private var byFirstLiteral: [String: [Entry]] = [:]
    /// Endpoints whose route starts with a variable or wildcard, or is `/`: tried for every path.
    private var unkeyed: [Entry] = []
    private var count = 0

    mutating func add(_ endpoint: RawEndpoint) {
        let entry = Entry(order: count, endpoint: endpoint)
        count += 1
        if let literal = endpoint.pattern.firstLiteral {
            byFirstLiteral[literal, default: []].append(entry)
        } else {
            unkeyed.append(entry)
        }
    }

    /// The endpoint added first among those that match `segments` and allow `method`.
    func first(matching segments: [String], method: String) -> RawEndpoint? {
        let keyed = segments.first.flatMap { byFirstLiteral[$0.asciiLowercased()] }
        let fromKeyed = keyed.flatMap { Self.first(in: $0, matching: segments, method: method) }
        guard let fromUnkeyed = Self.first(in: unkeyed, matching: segments, method: method) else {
            return fromKeyed?.endpoint
        }
        guard let fromKeyed, fromKeyed.order < fromUnkeyed.order else { return fromUnkeyed.endpoint }
        return fromKeyed.endpoint
    }

    private static func first(in entries: [Entry], matching segments: [String], method: String) -> Entry? {
        entries.first { $0.endpoint.pattern.allows(method) && $0.endpoint.pattern.match(segments) != nil }
    }
}
