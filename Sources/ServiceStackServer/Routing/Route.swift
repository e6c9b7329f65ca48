/// A custom route for a request DTO, like ServiceStack's `[Route("/hello/{Name}", "GET,POST")]`.
public struct Route: Sendable, Hashable {
    /// The path template, e.g. `/hello/{Name}` or `/files/{Path*}`.
    public let path: String
    /// Allowed verbs (upper case); empty means any verb.
    public let verbs: Set<String>

    /// Creates a route; `verbs` is a comma- or space-separated list, nil or empty for any verb.
    public init(_ path: String, verbs: String? = nil) {
        self.path = path
        self.verbs = Set(
            (verbs ?? "").uppercased().split(whereSeparator: { $0 == "," || $0 == " " }).map(String.init)
                .filter { $0 != "ANY" })
    }
}
