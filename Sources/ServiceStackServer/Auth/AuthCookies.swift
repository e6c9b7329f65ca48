import ServiceStack
import ServiceStackWire

/// The names of ServiceStack's auth cookies and headers.
enum AuthCookies {
    static let accessToken = "ss-tok"
    static let refreshToken = "ss-reftok"
    static let sessionId = "ss-id"
    static let sessionIdHeader = "X-ss-id"
    /// Names the JWT cookies a response set, for clients that cannot read HttpOnly cookies.
    static let cookiesHeader = "X-Cookies"
    static let forwardedProtoHeader = "X-Forwarded-Proto"

    /// The `ss-id` session the request presents: the `X-ss-id` header, else the cookie.
    static func presentedSessionId(_ context: ServiceContext) -> String? {
        context.header(sessionIdHeader) ?? context.cookies[sessionId]
    }
}

/// Makes the auth cookies of one response, with the attributes the options and the request call for.
struct AuthCookieWriter {
    let secure: Bool
    let sameSite: CookieSameSite

    init(options: AuthCookieOptions, context: ServiceContext) {
        sameSite = options.sameSite
        switch options.secure {
        case .always: secure = true
        case .never: secure = options.sameSite == .none
        case .whenRequestIsSecure:
            secure =
                options.sameSite == .none || Self.isSecure(context, trustForwardedProto: options.trustForwardedProto)
        }
    }

    func token(_ name: String, _ value: String, lifetime: Double) -> ResponseCookie {
        cookie(name, value, maxAge: max(0, Int(lifetime)))
    }

    func session(_ id: String) -> ResponseCookie {
        cookie(AuthCookies.sessionId, id, maxAge: nil)
    }

    /// A cookie that makes the browser drop `name`.
    func expired(_ name: String) -> ResponseCookie {
        cookie(name, "", maxAge: 0)
    }

    private func cookie(_ name: String, _ value: String, maxAge: Int?) -> ResponseCookie {
        ResponseCookie(name: name, value: value, httpOnly: true, maxAge: maxAge, secure: secure, sameSite: sameSite)
    }

    /// Whether the client reached the host over HTTPS: the first (client-facing) proxy's `X-Forwarded-Proto`.
    private static func isSecure(_ context: ServiceContext, trustForwardedProto: Bool) -> Bool {
        guard trustForwardedProto, let header = context.header(AuthCookies.forwardedProtoHeader) else { return false }
        let first = header.split(separator: ",", maxSplits: 1).first ?? ""
        return first.trimmingSpaces.equalsIgnoringASCIICase("https")
    }
}
