import Foundation
import Logging
import ServiceStackOpenAPI
import ServiceStackServer

/// Creates a host with every test service and conformance endpoint registered, and Server Events on; it logs through `logger` (by
/// default a logger labelled `TestServices`). `allowsAnonymousServerEventsReset` lets anyone end every subscription
/// with `ResetServerEvents`, as ServiceStack's own test server does for its client suites; off, only an `Admin` may.
package func makeTestHost(
    accessTokenLifetime: TimeInterval = 3600, config: HostConfig = HostConfig(), logger: Logger? = nil,
    serverEvents: ServerEventsFeature = ServerEventsFeature(), authStores: TestAuthStores? = nil,
    allowsAnonymousServerEventsReset: Bool = false
) async throws -> ServiceStackHost {
    let host = ServiceStackHost(name: "TestServices", config: config, logger: logger)
    BasicServices.register(on: host)
    ErrorServices.register(on: host)
    UploadServices.register(on: host)
    AuthServices.register(
        on: host, auth: try await AuthServices.makeFeature(accessTokenLifetime: accessTokenLifetime, stores: authStores)
    )
    ConformanceEndpoints.register(on: host, counters: HitCounters())
    ServerEventsServices.register(
        on: host, events: host.enableServerEvents(serverEvents),
        allowsAnonymousReset: allowsAnonymousServerEventsReset)
    try await RockstarServices.register(on: host)
    host.enableAppMetadata(AppMetadataFeature(serviceDescription: "The services ServiceStack's client suites call."))
    host.enableApiExplorer()
    host.enableOpenAPI(
        OpenAPIFeature(
            title: "ServiceStack test services", uploadOperations: ["TestFileUploads", "SpeechToText"]))
    return host
}

/// Starts the test services on 127.0.0.1 (`port` 0 picks a free port).
package func startTestServer(port: Int = 0, accessTokenLifetime: TimeInterval = 3600, config: HostConfig = HostConfig())
    async throws -> RunningHost
{
    try await makeTestHost(accessTokenLifetime: accessTokenLifetime, config: config).start(port: port)
}
