import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import Testing

/// A host named "test" with `config` and the services `configure` registers; tests run it with
/// `test(.inMemory)`, or `test(.live)` when HTTP itself is the subject.
func makeHost(config: HostConfig = HostConfig(), _ configure: (ServiceStackHost) -> Void) -> ServiceStackHost {
    let host = ServiceStackHost(name: "test", config: config)
    configure(host)
    return host
}

/// Fails unless the conformance services still answer `Hello`.
func expectStillServing(_ client: HostTestClient) async throws {
    let exchange = try await client.execute("GET", "api/Hello?name=alive")
    #expect(exchange.status == 200)
    #expect(exchange.text.contains("alive"))
}

extension HostTestClient {
    /// The port of the live server, for raw sockets; fails the test when the host runs in memory.
    var port: Int {
        get throws { try #require(running, "raw sockets need test(.live)").port }
    }
}
