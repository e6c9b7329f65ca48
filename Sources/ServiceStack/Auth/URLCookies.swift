import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The cookies `HTTPCookieStorage.shared` holds for `url`, by name.
public func urlCookies(_ url: URL) -> [String: String] {
    SharedCookieStore().values(for: url)
}

extension CookieStore {
    /// The values of the cookies held for `url`, by name (the last one wins when a name repeats).
    func values(for url: URL) -> [String: String] {
        var values: [String: String] = [:]
        for cookie in cookies(for: url) { values[cookie.name] = cookie.value }
        return values
    }
}
