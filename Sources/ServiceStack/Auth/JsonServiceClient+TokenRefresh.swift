import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Whether a 401 can be recovered: a refresh token is set or an `ss-reftok` cookie is held.
    var canRefreshToken: Bool {
        refreshToken != nil || getRefreshTokenCookie() != nil
    }

    /// Refreshes once for all calls that hit a 401 together. True when the call should be retried.
    func refreshAccessToken(after generation: Int) async -> Bool {
        let task: Task<Void, Error>? = state.withLock { state in
            if state.tokenGeneration != generation { return nil }
            if let running = state.refreshInFlight { return running }
            let started = Task<Void, Error> { _ = try await self.fetchNewAccessTokenAsync() }
            state.refreshInFlight = started
            return started
        }
        guard let task else { return true }
        defer { state.withLock { if $0.refreshInFlight == task { $0.refreshInFlight = nil } } }
        do {
            try await task.value
            return true
        } catch {
            return false
        }
    }
}
