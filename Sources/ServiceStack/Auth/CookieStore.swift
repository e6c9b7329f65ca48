import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a client keeps cookies between calls (session ids, `ss-tok`, `ss-reftok`).
public protocol CookieStore: Sendable {
    /// The unexpired cookies to send to `url`.
    func cookies(for url: URL) -> [HTTPCookie]
    /// Keeps `cookies` from a response; an expired cookie removes the stored one of the same name.
    func store(_ cookies: [HTTPCookie])
    /// Forgets every cookie.
    func removeAll()
}

/// Cookies in `HTTPCookieStorage.shared`, visible to every client in the process (ServiceStack.Swift's behaviour).
public struct SharedCookieStore: CookieStore {
    /// Creates a view of `HTTPCookieStorage.shared`.
    public init() {}
    /// The cookies `HTTPCookieStorage.shared` holds for `url`.
    public func cookies(for url: URL) -> [HTTPCookie] { HTTPCookieStorage.shared.cookies(for: url) ?? [] }
    /// Adds `cookies` to `HTTPCookieStorage.shared`.
    public func store(_ cookies: [HTTPCookie]) {
        for cookie in cookies { HTTPCookieStorage.shared.setCookie(cookie) }
    }
    /// Deletes every cookie in `HTTPCookieStorage.shared`, including other clients'.
    public func removeAll() {
        for cookie in HTTPCookieStorage.shared.cookies ?? [] { HTTPCookieStorage.shared.deleteCookie(cookie) }
    }
}

/// Cookies private to one client (or to the clients sharing this store).
public final class InMemoryCookieStore: CookieStore, @unchecked Sendable {
    private let stored = Locked<[String: HTTPCookie]>([:])

    /// Creates an empty store.
    public init() {}

    /// The unexpired cookies whose domain and path match `url`, sorted by name.
    public func cookies(for url: URL) -> [HTTPCookie] {
        // Most calls find no cookie: they skip reading the URL's parts.
        if stored.withLock({ $0.isEmpty }) { return [] }
        let host = (url.host ?? "").lowercased()
        let path = url.path.isEmpty ? "/" : url.path
        let now = Date()
        return stored.withLock { cookies in
            if cookies.isEmpty { return [] }
            cookies = cookies.filter { $0.value.expiresDate.map { $0 > now } ?? true }
            return cookies.values.filter { cookie in
                let domain = cookie.domain.lowercased().trimmingCharacters(in: CharacterSet(charactersIn: "."))
                let domainMatches = host == domain || host.hasSuffix("." + domain)
                return domainMatches && path.hasPrefix(cookie.path)
            }.sorted { $0.name < $1.name }
        }
    }

    /// Keeps `cookies`, replacing those with the same domain, path and name; expired ones are removed.
    public func store(_ cookies: [HTTPCookie]) {
        stored.withLock { stored in
            for cookie in cookies {
                let key = "\(cookie.domain)|\(cookie.path)|\(cookie.name)"
                if let expires = cookie.expiresDate, expires <= Date() {
                    stored[key] = nil
                } else {
                    stored[key] = cookie
                }
            }
        }
    }

    /// Forgets every cookie in this store.
    public func removeAll() { stored.withLock { $0.removeAll() } }
}
