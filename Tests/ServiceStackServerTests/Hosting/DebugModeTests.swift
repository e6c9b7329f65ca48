import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

@Suite struct DebugModeTests {
    struct Boom: Error, CustomStringConvertible {
        var description: String { "Boom: the flux capacitor is empty" }
    }

    private func registerFailing(on host: ServiceStackHost) {
        host.register(Reflect.self) { _, _ in throw Boom() }
    }

    @Test func stackTraceOnlyInDebugMode() async throws {
        try await makeHost(registerFailing).test(.inMemory) { client in
            let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(Reflect()) }
            #expect(error.statusCode == 500)
            #expect(error.serviceErrorCode == "Boom")
            #expect(error.responseStatus.stackTrace == nil)
        }
        var config = HostConfig()
        config.debugMode = true
        try await makeHost(config: config, registerFailing).test(.inMemory) { client in
            let request = Reflect()
            request.name = "marty"
            let error = try await #require(throws: WebServiceError.self) { _ = try await client.postAsync(request) }
            let trace = try #require(error.responseStatus.stackTrace)
            #expect(trace.hasPrefix("[Reflect: "))
            #expect(trace.contains(#""name":"marty""#))
            #expect(trace.contains("flux capacitor"))
        }
    }
}
