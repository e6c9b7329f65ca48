import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Where a client keeps cookies between calls (session ids, `ss-tok`, `ss-reftok`).
public protocol CookieStore: Sendable {
    func cookies(for url: URL) -> [HTTPCookie]
    func store(_ cookies: [HTTPCookie])
    func removeAll()
}

/// Cookies in `HTTPCookieStorage.shared`, visible to every client in the process (ServiceStack.Swift's behaviour).
public struct SharedCookieStore: CookieStore {
    public init() {}
    public func cookies(for url: URL) -> [HTTPCookie] { HTTPCookieStorage.shared.cookies(for: url) ?? [] }
    public func store(_ cookies: [HTTPCookie]) {
        for cookie in cookies { HTTPCookieStorage.shared.setCookie(cookie) }
    }
    public func removeAll() {
        for cookie in HTTPCookieStorage.shared.cookies ?? [] { HTTPCookieStorage.shared.deleteCookie(cookie) }
    }
}

/// Cookies private to one client (or to the clients sharing this store).
public final class InMemoryCookieStore: CookieStore, @unchecked Sendable {
    private let stored = Locked<[String: HTTPCookie]>([:])

    public init() {}

    public func cookies(for url: URL) -> [HTTPCookie] {
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

    public func removeAll() { stored.withLock { $0.removeAll() } }
}
