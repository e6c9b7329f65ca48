import ServiceStack
import ServiceStackWire

/// The custom routes of all operations, chosen by ServiceStack's precedence rules.
struct CustomRouteTable: Sendable {
    private var entries: [(pattern: RoutePattern, operation: Operation)] = []

    mutating func add(_ route: Route, for operation: Operation) {
        entries.append((RoutePattern(route), operation))
    }

    /// The best matching operation and its path variables, or nil.
    func resolve(method: String, segments: [String]) -> (
        Operation, [(key: String, value: WireValue)]
    )? {
        var best: (rank: [Int], operation: Operation, values: [(key: String, value: WireValue)])?
        for (order, entry) in entries.enumerated() where entry.pattern.allows(method) {
            guard let values = entry.pattern.match(segments) else { continue }
            let pattern = entry.pattern
            let rank = [
                pattern.hasWildcard ? 0 : 1,
                pattern.literalCount,
                pattern.route.verbs.isEmpty ? 0 : 1,
                -pattern.variableCount,
                -order,
            ]
            if let current = best, !current.rank.lexicographicallyPrecedes(rank) { continue }
            best = (rank, entry.operation, values)
        }
        return best.map { ($0.operation, $0.values) }
    }

    /// Whether any route matches the path with some verb (to answer 405 rather than 404).
    func matchesAnyVerb(segments: [String]) -> Bool {
        entries.contains { $0.pattern.match(segments) != nil }
    }
}
