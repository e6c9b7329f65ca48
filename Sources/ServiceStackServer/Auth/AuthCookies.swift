/// The names of ServiceStack's auth cookies and headers, and the cookies the auth feature sets.
enum AuthCookies {
    static let accessToken = "ss-tok"
    static let refreshToken = "ss-reftok"
    static let sessionId = "ss-id"
    static let sessionIdHeader = "X-ss-id"
    /// Names the JWT cookies a response set, for clients that cannot read HttpOnly cookies.
    static let cookiesHeader = "X-Cookies"

    static func token(_ name: String, _ value: String, lifetime: Double) -> ResponseCookie {
        ResponseCookie(name: name, value: value, httpOnly: true, maxAge: max(0, Int(lifetime)))
    }

    static func session(_ id: String) -> ResponseCookie {
        ResponseCookie(name: sessionId, value: id, httpOnly: true)
    }

    /// A cookie that makes the browser drop `name`.
    static func expired(_ name: String) -> ResponseCookie {
        ResponseCookie(name: name, value: "", httpOnly: true, maxAge: 0)
    }
}
