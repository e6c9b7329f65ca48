import ServiceStack
import ServiceStackServer

extension ServiceStackHost {
    /// Runs `body` with a client for this host, in memory or over HTTP on 127.0.0.1.
    ///
    /// ```swift
    /// try await host.test(.inMemory) { client in
    ///     let reply = try await client.getAsync(Hello(name: "World"))
    ///     let raw = try await client.execute("POST", "api/Hello", headers: ["Content-Type": "text/xml"])
    /// }
    /// ```
    ///
    /// `.live` starts the host on a free port first and stops it when `body` returns or throws.
    public func test<Value>(
        _ setup: HostTestSetup, isolation: isolated (any Actor)? = #isolation,
        _ body: (HostTestClient) async throws -> Value
    ) async throws -> Value {
        try config.validate()
        switch setup {
        case .inMemory:
            let transport = InMemoryTransport(host: self)
            let client = HostTestClient(baseUrl: InMemoryTransport.baseUrl, transport: transport, running: nil)
            client.timeout = InMemoryTransport.defaultTimeout
            return try await body(client)
        case .live:
            let running = try await start()
            let client = HostTestClient(baseUrl: running.baseUrl, transport: Self.liveTransport, running: running)
            client.timeout = InMemoryTransport.defaultTimeout
            do {
                let value = try await body(client)
                await running.stop()
                return value
            } catch {
                await running.stop()
                throw error
            }
        }
    }

    /// One session for every live test, so tests reuse its connection pool rather than leak a session each.
    private static let liveTransport = URLSessionTransport()
}
