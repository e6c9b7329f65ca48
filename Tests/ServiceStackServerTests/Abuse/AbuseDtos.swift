import ServiceStack
import ServiceStackServer

final class Reflect: IReturn, Codable {
    typealias Return = ReflectResponse
    var name: String?
    var age: Int = 0
    var tags: [String] = []
    init() {}
}

final class ReflectResponse: Codable {
    var name: String?
    var age: Int = 0
    var tags: [String] = []
    init() {}
}

/// A host whose one service echoes its input into the body and into a response header.
func registerReflectService(on host: ServiceStackHost) {
    host.register(Reflect.self, routes: [Route("/reflect/{Name}")]) { request, context in
        context.addHeader("X-Reflected-Name", request.name ?? "")
        let response = ReflectResponse()
        response.name = request.name
        response.age = request.age
        response.tags = request.tags
        return response
    }
}
