import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies `HTTPCookieStorage.shared` holds for `url`, by name.
public func urlCookies(_ url: URL) -> [String: String] {
    var cookies: [String: String] = [:]
    for cookie in HTTPCookieStorage.shared.cookies(for: url) ?? [] { cookies[cookie.name] = cookie.value }
    return cookies
}
