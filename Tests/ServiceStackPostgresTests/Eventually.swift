/// Waiting for something another task, connection or instance brings about, without fixed sleeps.
enum Eventually {
    /// Runs `attempt` until it returns a value, for up to `seconds` (60: a loaded machine may be slow); nil when
    /// it never did.
    static func value<T>(within seconds: Double = 60, _ attempt: () async throws -> T?) async throws -> T? {
        let clock = ContinuousClock()
        let deadline = clock.now.advanced(by: .milliseconds(Int(seconds * 1000)))
        while clock.now < deadline {
            if let value = try await attempt() { return value }
            try await Task.sleep(for: .milliseconds(20))
        }
        return try await attempt()
    }
}
