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
    /// Whether browsers send it over HTTPS only.
    public var secure: Bool
    /// Whether browsers send it with cross-site requests; nil leaves the attribute out.
    public var sameSite: CookieSameSite?

    /// Creates a cookie.
    public init(
        name: String, value: String, path: String = "/", httpOnly: Bool = true, maxAge: Int? = nil,
        secure: Bool = false, sameSite: CookieSameSite? = nil
    ) {
        self.name = name
        self.value = value
        self.path = path
        self.httpOnly = httpOnly
        self.maxAge = maxAge
        self.secure = secure
        self.sameSite = sameSite
    }

    /// The `Set-Cookie` header value.
    var headerValue: String {
        var parts = ["\(name)=\(value)", "Path=\(path)"]
        if let maxAge { parts.append("Max-Age=\(maxAge)") }
        if httpOnly { parts.append("HttpOnly") }
        if secure { parts.append("Secure") }
        if let sameSite { parts.append("SameSite=\(sameSite.rawValue)") }
        return parts.joined(separator: "; ")
    }
}

/// The `SameSite` attribute of a cookie.
public enum CookieSameSite: String, Sendable {
    /// Sent with same-site requests only.
    case strict = "Strict"
    /// Sent with same-site requests and top-level cross-site navigations (browsers' default).
    case lax = "Lax"
    /// Sent with every request; browsers accept it only on `Secure` cookies.
    case none = "None"
}
