import Foundation
import ServiceStack
import ServiceStackServer

/// Hello, all-types echoes, dates and the verb probes.
enum BasicServices {
    static func register(on host: ServiceStackHost) {
        host.register(Hello.self) { request, _ in
            let response = HelloResponse()
            response.result = "Hello, \(request.name ?? "")!"
            return response
        }
        host.register(HelloReturnVoid.self) { _, _ in }
        host.register(HelloAllTypes.self) { request, _ in
            let response = HelloAllTypesResponse()
            response.result = request.name
            response.allTypes = request.allTypes
            response.allCollectionTypes = request.allCollectionTypes
            return response
        }
        host.register(AllTypes.self) { request, _ in request }
        host.register(AllCollectionTypes.self) { request, _ in request }
        host.register(EchoTypes.self) { request, _ in request }
        host.register(HelloDateTime.self) { request, _ in request }
        host.register(TestDateTime.self) { request, _ in request }
        host.register(SendDefault.self) { request, context in verb(request.id, context) }
        host.register(SendRestGet.self) { request, context in verb(request.id, context) }
        host.register(SendGet.self) { request, context in verb(request.id, context) }
        host.register(SendPost.self) { request, context in verb(request.id, context) }
        host.register(SendPut.self) { request, context in verb(request.id, context) }
        host.register(EchoQuery.self, routes: [Route("/echo/query")]) { _, context in echo(context) }
    }

    private static func verb(_ id: Int?, _ context: ServiceContext) -> SendVerbResponse {
        let response = SendVerbResponse()
        response.id = id
        response.pathInfo = context.path
        response.requestMethod = context.method
        return response
    }

    private static func echo(_ context: ServiceContext) -> EchoQueryResponse {
        let response = EchoQueryResponse()
        response.method = context.method
        response.pathInfo = context.path
        response.query = context.queryItems.map { NameValue(name: $0.name, value: $0.value) }
        response.headers = context.headers.map { NameValue(name: $0.name, value: $0.value) }
        response.cookies = context.cookies
        response.formFields = context.formFields.map { NameValue(name: $0.name, value: $0.value) }
        response.body = context.body.isEmpty ? nil : String(decoding: context.body, as: UTF8.self)
        return response
    }
}
