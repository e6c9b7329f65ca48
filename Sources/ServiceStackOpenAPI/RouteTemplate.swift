/// A route path as OpenAPI writes it: `{Path*}` becomes `{Path}`, `{Id:int}` becomes `{Id}`, and the variables
/// are listed in order.
struct RouteTemplate: Equatable {
    /// The path segments; a variable segment is nil in `literals` and named in `variables`.
    private(set) var segments: [Segment]

    enum Segment: Equatable {
        case literal(String)
        case variable(String)
    }

    init(_ path: String) {
        segments = path.split(separator: "/").map { part in
            guard part.hasPrefix("{"), part.hasSuffix("}") else { return .literal(String(part)) }
            var name = part.dropFirst().dropLast()
            if let colon = name.firstIndex(of: ":") { name = name[..<colon] }
            return .variable(String(name.filter { $0 != "*" }))
        }
    }

    /// The variable names in order.
    var variables: [String] {
        segments.compactMap { if case .variable(let name) = $0 { name } else { nil } }
    }

    /// The path with variables as `{}`, lower-cased: two routes with the same shape are one OpenAPI path.
    var shape: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text.lowercased()
                case .variable: "{}"
                }
            }.joined(separator: "/")
    }

    /// The OpenAPI path.
    var path: String {
        "/"
            + segments.map {
                switch $0 {
                case .literal(let text): text
                case .variable(let name): "{\(name)}"
                }
            }.joined(separator: "/")
    }

    /// This template with its variables renamed, in order, to `names` (another route of the same shape).
    func renamingVariables(to names: [String]) -> RouteTemplate {
        var copy = self
        var index = 0
        copy.segments = segments.map { segment in
            guard case .variable = segment, index < names.count else { return segment }
            defer { index += 1 }
            return .variable(names[index])
        }
        return copy
    }
}
