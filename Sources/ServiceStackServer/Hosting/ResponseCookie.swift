/// A cookie a service sets on its response.
public struct ResponseCookie: Sendable {
    /// The cookie name, e.g. `ss-tok`.
    public var name: String
    /// The cookie value.
    public var value: String
    /// The cookie path; `/` by default.
    public var path: String
    /// Whether scripts may not read it.
    public var httpOnly: Bool
    /// Lifetime in seconds; nil for a session cookie.
    public var maxAge: Int?

    /// Creates a cookie.
    public init(
        name: String, value: String, path: String = "/", httpOnly: Bool = true, maxAge: Int? = nil
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.httpOnly = httpOnly
        self.maxAge = maxAge
    }

    /// The `Set-Cookie` header value.
    var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=\(path)"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        return parts.joined(separator: "; ")
    }
}
