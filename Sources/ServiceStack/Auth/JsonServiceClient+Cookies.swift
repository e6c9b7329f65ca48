import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Drops every cookie the client holds (session, `ss-tok`, `ss-reftok`).
    public func clearCookies() { cookieStore.removeAll() }
}
