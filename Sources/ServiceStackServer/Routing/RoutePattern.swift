import ServiceStack
import ServiceStackWire

/// A parsed custom route that matches request paths and extracts its variables.
struct RoutePattern: Sendable {
    enum Component: Sendable, Equatable {
        case literal(String)
        case variable(String)
        case wildcard(String)
        case ignore
    }

    let route: Route
    let components: [Component]
    /// How many segments a path needs to match: one per component; a wildcard takes zero or more.
    private let segmentCounts: ClosedRange<Int>
    /// The first component when it is a literal: most paths are told apart by their first segment alone.
    let firstLiteral: String?

    init(_ route: Route) {
        self.route = route
        let components: [Component] = route.path.split(separator: "/").map { part in
            guard part.hasPrefix("{"), part.hasSuffix("}") else { return .literal(part.lowercased()) }
            var name = part.dropFirst().dropLast()
            if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
            if name.lowercased() == "ignore" { return .ignore }
            if name.hasSuffix("*") { return .wildcard(String(name.dropLast())) }
            if name.hasPrefix("*") { return .wildcard(String(name.drop(while: { $0 == "*" }))) }
            return .variable(String(name))
        }
        self.components = components
        if case .literal(let text) = components.first { firstLiteral = text } else { firstLiteral = nil }
        let wildcards = components.count { if case .wildcard = $0 { true } else { false } }
        segmentCounts = (components.count - wildcards)...(wildcards == 0 ? components.count : Int.max)
    }

    var literalCount: Int {
        components.filter { if case .literal = $0 { true } else { false } }.count
    }
    var variableCount: Int { components.count - literalCount }
    var hasWildcard: Bool { components.contains { if case .wildcard = $0 { true } else { false } } }

    /// The path variables if `segments` (already percent-decoded) match this pattern.
    func match(_ segments: [String]) -> [(key: String, value: WireValue)]? {
        guard segmentCounts.contains(segments.count) else { return nil }
        if let firstLiteral, let first = segments.first, !first.equalsIgnoringASCIICase(firstLiteral) { return nil }
        var values: [(key: String, value: WireValue)] = []
        guard matchFrom(0, 0, segments, &values) else { return nil }
        return values
    }

    private func matchFrom(
        _ c: Int, _ s: Int, _ segments: [String], _ values: inout [(key: String, value: WireValue)]
    ) -> Bool {
        if c == components.count { return s == segments.count }
        switch components[c] {
        case .literal(let text):
            guard s < segments.count, segments[s].equalsIgnoringASCIICase(text) else { return false }
            return matchFrom(c + 1, s + 1, segments, &values)
        case .ignore:
            guard s < segments.count else { return false }
            return matchFrom(c + 1, s + 1, segments, &values)
        case .variable(let name):
            guard s < segments.count else { return false }
            values.append((name, .string(segments[s])))
            if matchFrom(c + 1, s + 1, segments, &values) { return true }
            values.removeLast()
            return false
        case .wildcard(let name):
            for end in stride(from: segments.count, through: s, by: -1) {
                values.append((name, .string(segments[s..<end].joined(separator: "/"))))
                if matchFrom(c + 1, end, segments, &values) { return true }
                values.removeLast()
            }
            return false
        }
    }

    /// Whether `method` is allowed on this route.
    func allows(_ method: String) -> Bool {
        route.verbs.isEmpty || route.verbs.contains(method)
    }
}
