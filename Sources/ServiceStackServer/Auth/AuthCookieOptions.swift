/// The attributes the auth feature gives its cookies (`ss-id`, `ss-tok`, `ss-reftok`).
public struct AuthCookieOptions: Sendable {
    /// The `SameSite` attribute; `.lax` by default. `.none` makes every auth cookie `Secure`, as browsers require.
    public var sameSite: CookieSameSite
    /// When the cookies are marked `Secure`.
    public var secure: CookieSecurePolicy
    /// Whether `X-Forwarded-Proto: https` from a reverse proxy counts as an HTTPS request. Leave it off unless
    /// every request reaches the host through a proxy that sets or strips that header.
    public var trustForwardedProto: Bool

    /// Creates the options; by default cookies are `SameSite=Lax` and `Secure` on HTTPS requests.
    public init(
        sameSite: CookieSameSite = .lax, secure: CookieSecurePolicy = .whenRequestIsSecure,
        trustForwardedProto: Bool = false
    ) {
        self.sameSite = sameSite
        self.secure = secure
        self.trustForwardedProto = trustForwardedProto
    }
}

/// When auth cookies carry the `Secure` attribute.
public enum CookieSecurePolicy: Sendable {
    /// Always: for sites served over HTTPS only.
    case always
    /// When the request came over HTTPS (as ServiceStack does); the host itself serves plain HTTP, so this
    /// means a trusted `X-Forwarded-Proto: https` (`AuthCookieOptions.trustForwardedProto`).
    case whenRequestIsSecure
    /// Never (unless `SameSite=None` demands it).
    case never
}
