/// How `ServiceStackHost.test(_:_:)` connects its client to the host.
public enum HostTestSetup: Sendable, Hashable {
    /// Requests go straight to the host's dispatcher through `InMemoryTransport`: no socket, no port. The same
    /// routing, binding, validation, auth, cookies and error bodies as over HTTP, for tests whose subject is
    /// not HTTP itself.
    case inMemory
    /// The host listens on 127.0.0.1 on a free port and the client talks HTTP to it over `URLSession`, for tests
    /// whose subject is the wire: malformed HTTP, sockets, connection limits, or another process calling it.
    case live
}
