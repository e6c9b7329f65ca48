import Foundation
import ServiceStackServerTesting
import TestSupport
import Testing

/// `test-server --log-level … --metrics`: the server logs at the level asked for and serves Prometheus metrics
/// that count ServiceStack's requests.
@Suite(.tags(.processes)) struct ServerCommandProcessTests {
    @Test func metricsCountServiceStackRequestsInPrometheusFormat() async throws {
        let server = try ExecutableProcess(
            "test-server", arguments: ["--port", "0", "--metrics", "--log-level", "debug"])
        defer { server.stop() }
        let baseUrl = try await server.listeningUrl()
        #expect(try await HostTestResponse.send("GET", baseUrl + "api/Hello?name=Metrics").status == 200)

        let helloCounter = { (metrics: HostTestResponse) in
            metrics.text.split(separator: "\n").first {
                $0.hasPrefix("hb_requests{") && $0.contains(#"http_route="/api/Hello""#)
                    && $0.contains(#"http_response_status_code="200""#)
            }
        }
        // The counter is recorded once the response has gone out, which the client cannot see: ask until it is.
        var metrics = try await HostTestResponse.send("GET", baseUrl + "metrics")
        _ = try await eventually {
            metrics = try await HostTestResponse.send("GET", baseUrl + "metrics")
            return helloCounter(metrics) != nil
        }
        #expect(metrics.header("Content-Type")?.hasPrefix("text/plain; version=0.0.4") == true)
        #expect(metrics.text.contains("# TYPE hb_requests counter"))
        #expect(helloCounter(metrics)?.hasSuffix(" 1") == true, "\(metrics.text)")
        #expect(server.errorOutput.contains("hb.request.path=/api/Hello"))
    }

    @Test func infoLevelLogsWhereItListensButNotEachRequest() async throws {
        let server = try ExecutableProcess("test-server", arguments: ["--port", "0", "--log-level", "info"])
        defer { server.stop() }
        let baseUrl = try await server.listeningUrl()
        #expect(try await HostTestResponse.send("GET", baseUrl + "api/Hello?name=Quiet").status == 200)
        #expect(try await HostTestResponse.send("GET", baseUrl + "metrics").status == 404)
        #expect(server.errorOutput.contains("TestServices listening on http://127.0.0.1:"))
        #expect(!server.errorOutput.contains("hb.request.path"))
    }
}
