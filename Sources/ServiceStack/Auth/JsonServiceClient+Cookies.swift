import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// The cookies held for `baseUrl`, by name.
    public func getCookies() -> [String: String] {
        guard let url = URL(string: baseUrl) else { return [:] }
        var cookies: [String: String] = [:]
        for cookie in cookieStore.cookies(for: url) { cookies[cookie.name] = cookie.value }
        return cookies
    }

    /// The JWT in the `ss-tok` cookie.
    public func getTokenCookie() -> String? { getCookies()["ss-tok"] }

    /// The JWT refresh token in the `ss-reftok` cookie.
    public func getRefreshTokenCookie() -> String? { getCookies()["ss-reftok"] }

    /// Drops every cookie the client holds (session, `ss-tok`, `ss-reftok`).
    public func clearCookies() { cookieStore.removeAll() }
}
