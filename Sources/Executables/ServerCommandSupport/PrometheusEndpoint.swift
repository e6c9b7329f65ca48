import Hummingbird
import Metrics
import Prometheus

/// Request metrics in Prometheus' text format: Hummingbird's `MetricsMiddleware` records every request through
/// swift-metrics into a Prometheus registry, and `GET /metrics` returns what it holds.
public enum PrometheusEndpoint {
    /// The content type of Prometheus' text exposition format.
    public static let contentType = "text/plain; version=0.0.4; charset=utf-8"

    /// Makes a Prometheus registry the process's swift-metrics backend (swift-metrics allows this once per
    /// process), then adds the metrics middleware and the `/metrics` route to `router`.
    public static func install(on router: Router<BasicRequestContext>) {
        let registry = PrometheusCollectorRegistry()
        MetricsSystem.bootstrap(PrometheusMetricsFactory(registry: registry))
        router.add(middleware: MetricsMiddleware())
        router.get("/metrics") { _, _ in
            var text: [UInt8] = []
            registry.emit(into: &text)
            return Response(
                status: .ok, headers: [.contentType: contentType],
                body: ResponseBody(byteBuffer: ByteBuffer(bytes: text)))
        }
    }
}
