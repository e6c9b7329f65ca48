import Foundation
import Hummingbird
import InMemoryTracing
import Logging
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing
import Tracing

/// Hummingbird's own middleware, added before the host, applies to ServiceStack's routes.
@Suite struct HummingbirdMiddlewareTests {
    @Test func logRequestsMiddlewareLogsServiceStackRequests() async throws {
        let log = RecordedLog()
        let router = Router()
        router.add(middleware: LogRequestsMiddleware(.info))
        router.addServiceStack(makeGreetingHost())
        try await withApplication(router, logger: log.logger(label: "app")) { app in
            _ = try await JsonServiceClient(baseUrl: app.baseUrl).sendAsync(Greet(name: "Logged"))
        }
        #expect(log.entries.contains { $0.hasPrefix("Request") && $0.contains("hb.request.path=/api/Greet") })
    }

    @Test func corsMiddlewareAddsItsHeadersToServiceStackResponses() async throws {
        let router = Router()
        router.add(middleware: CORSMiddleware(allowOrigin: .oneOf("https://app.example")))
        router.addServiceStack(makeGreetingHost())
        try await withApplication(router) { app in
            let response = try await HostTestResponse.send(
                "GET", app.baseUrl + "greet/Cors", headers: ["Origin": "https://app.example"])
            #expect(response.text.contains("Hello, Cors!"))
            #expect(response.header("Access-Control-Allow-Origin") == "https://app.example")
        }
    }

    @Test func fileMiddlewareServesFilesBesideServiceStackRoutes() async throws {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("hb-files-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        defer { try? FileManager.default.removeItem(at: folder) }
        try Data("static text".utf8).write(to: folder.appendingPathComponent("page.txt"))
        let router = Router()
        router.add(middleware: FileMiddleware(folder.path, searchForIndexHtml: false))
        router.addServiceStack(makeGreetingHost())
        try await withApplication(router) { app in
            let file = try await HostTestResponse.send("GET", app.baseUrl + "page.txt")
            let greeting = try await HostTestResponse.send("GET", app.baseUrl + "greet/Files")
            #expect(file.text == "static text")
            #expect(greeting.text.contains("Hello, Files!"))
        }
    }

    @Test func tracingMiddlewareRecordsASpanNamedAfterTheOperation() async throws {
        let tracer = TestTracer.shared
        let router = Router()
        router.add(middleware: TracingMiddleware())
        router.addServiceStack(makeGreetingHost())
        try await withApplication(router) { app in
            _ = try await HostTestResponse.send("GET", app.baseUrl + "greet/Traced")
            _ = try await HostTestResponse.send("GET", app.baseUrl + "raw/1")
        }
        // A span ends once its response has gone out, which the client cannot see: wait until both have.
        let ended = await eventually {
            let names = tracer.finishedSpans.map(\.operationName)
            return names.contains("/api/Greet") && names.contains("/raw/{Id}")
        }
        #expect(ended, "\(tracer.finishedSpans.map(\.operationName))")
    }
}

/// The process's tracer: swift-distributed-tracing takes one per process, so it is set up once, here.
private enum TestTracer {
    static let shared: InMemoryTracer = {
        let tracer = InMemoryTracer()
        InstrumentationSystem.bootstrap(tracer)
        return tracer
    }()
}
