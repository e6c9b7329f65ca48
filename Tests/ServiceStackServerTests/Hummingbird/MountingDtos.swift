import ServiceStack
import ServiceStackServer

struct Greet: IReturn, Codable, Sendable {
    typealias Return = GreetResponse
    var name: String = ""
}

struct GreetResponse: Codable, Sendable {
    var result: String = ""
}

/// A host with `Greet` at `/api/Greet` and `/greet/{Name}` (GET only), and a raw endpoint at `/raw/{Id}`.
func makeGreetingHost(config: HostConfig = HostConfig()) -> ServiceStackHost {
    let host = ServiceStackHost(name: "greetings", config: config)
    host.register(Greet.self, routes: [Route("/greet/{Name}", verbs: "GET")]) { request, _ in
        GreetResponse(result: "Hello, \(request.name)!")
    }
    host.addRawEndpoint("/raw/{Id}") { context in .text("raw \(context.path)") }
    return host
}
