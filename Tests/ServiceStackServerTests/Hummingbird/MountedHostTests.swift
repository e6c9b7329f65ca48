import Foundation
import Hummingbird
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestSupport
import Testing

/// A `ServiceStackHost` mounted into a Hummingbird application of the test's own: both answer, each its own.
@Suite struct MountedHostTests {
    private func mountedRouter(_ host: ServiceStackHost) -> Router<BasicRequestContext> {
        let router = Router()
        router.get("/own") { _, _ in "own route" }
        router.addServiceStack(host)
        router.get("/after") { _, _ in "added after" }
        router.get("/greet/elsewhere/:x") { _, _ in "not ServiceStack's" }
        return router
    }

    @Test func ownRoutesAndServiceStackRoutesBothAnswer() async throws {
        try await withApplication(mountedRouter(makeGreetingHost())) { app in
            let client = JsonServiceClient(baseUrl: app.baseUrl)
            #expect(try await client.sendAsync(Greet(name: "Mounted")).result == "Hello, Mounted!")
            #expect(try await HostTestResponse.send("GET", app.baseUrl + "greet/Route").text.contains("Hello, Route!"))
            #expect(try await HostTestResponse.send("GET", app.baseUrl + "raw/7").text == "raw /raw/7")
            #expect(try await HostTestResponse.send("GET", app.baseUrl + "own").text == "own route")
            #expect(try await HostTestResponse.send("GET", app.baseUrl + "after").text == "added after")
            let metadata = try await HostTestResponse.send("GET", app.baseUrl + "types/metadata")
            #expect(metadata.status == 200)
            #expect(metadata.text.contains("Greet"))
        }
    }

    @Test func requestsServiceStackDoesNotResolveGoOnToTheApplication() async throws {
        try await withApplication(mountedRouter(makeGreetingHost())) { app in
            let unknown = try await HostTestResponse.send("GET", app.baseUrl + "nowhere")
            #expect(unknown.status == 404)
            #expect(unknown.responseStatus == nil)
            let unknownOperation = try await HostTestResponse.send("GET", app.baseUrl + "api/NoSuchOperation")
            #expect(unknownOperation.status == 404)
            #expect(unknownOperation.responseStatus == nil)
            let own = try await HostTestResponse.send("GET", app.baseUrl + "greet/elsewhere/1")
            #expect(own.text == "not ServiceStack's")
        }
    }

    @Test func aVerbTheRouteDoesNotTakeIsServiceStacks405WhenTheApplicationHasNoRouteEither() async throws {
        try await withApplication(mountedRouter(makeGreetingHost())) { app in
            let response = try await HostTestResponse.send("DELETE", app.baseUrl + "greet/Someone")
            #expect(response.status == 405)
            #expect(response.responseStatus?.errorCode != nil)
        }
    }

    @Test func preflightsAreAnsweredForServiceStackRoutesOnly() async throws {
        var config = HostConfig()
        config.cors = CorsPolicy(allowedOrigins: ["https://app.example"])
        try await withApplication(mountedRouter(makeGreetingHost(config: config))) { app in
            let preflight = try await HostTestResponse.send(
                "OPTIONS", app.baseUrl + "greet/Someone",
                headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "GET"])
            #expect(preflight.status == 204)
            #expect(preflight.header("Access-Control-Allow-Origin") == "https://app.example")
            let notOurs = try await HostTestResponse.send(
                "OPTIONS", app.baseUrl + "own",
                headers: ["Origin": "https://app.example", "Access-Control-Request-Method": "GET"])
            #expect(notOurs.header("Access-Control-Allow-Origin") == nil)
        }
    }

    @Test func startTakesMiddlewareAndRoutesAndKeepsServiceStacks404() async throws {
        let running = try await makeGreetingHost().start { router in
            router.add(middleware: CORSMiddleware(allowOrigin: .originBased))
            router.get("/health") { _, _ in "ok" }
        }
        defer { Task { await running.stop() } }
        #expect(try await HostTestResponse.send("GET", running.baseUrl + "health").text == "ok")
        let greeting = try await HostTestResponse.send(
            "GET", running.baseUrl + "greet/Cors", headers: ["Origin": "https://other.example"])
        #expect(greeting.text.contains("Hello, Cors!"))
        #expect(greeting.header("Access-Control-Allow-Origin") == "https://other.example")
        let missing = try await HostTestResponse.send("GET", running.baseUrl + "nowhere")
        #expect(missing.status == 404)
        #expect(missing.responseStatus?.message == "Handler for Request not found: GET /nowhere")
    }

    @Test func anApplicationBuiltWithTheHostsServerKeepsItsConnectionGuards() async throws {
        let host = makeGreetingHost()
        // Rejected by the HTTP parser before any request exists: only a channel handler can answer it.
        let malformed =
            "GET /api/Greet?name=" + String(repeating: "x", count: 100_000) + " HTTP/1.1\r\nHost: localhost\r\n\r\n"
        try await withApplication(mountedRouter(host), guardedBy: host) { app in
            let response = try await RawSocket.exchange(port: app.port, malformed)
            #expect(RawSocket.status(of: response) == 400, "\(response)")
            #expect(response.contains(#""responseStatus""#), "\(response)")
        }
        try await withApplication(mountedRouter(host)) { app in
            let response = try await RawSocket.exchange(port: app.port, malformed)
            #expect(RawSocket.status(of: response) == 400, "\(response)")
            #expect(!response.contains(#""responseStatus""#), "\(response)")
        }
    }
}
