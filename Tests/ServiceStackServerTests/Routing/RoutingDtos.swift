import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackWire

struct FileRequest: IReturn, Codable, Sendable {
    typealias Return = FileReply
    var bucket: String?
    var path: String?
    var version: Int?
}

struct FileReply: Codable, Sendable {
    var bucket: String?
    var path: String?
    var version: Int?
    var method: String?
}

struct Ping: IReturnVoid, Codable, Sendable {
    var id: Int?
}

struct Bind: IReturn, Codable, Sendable {
    typealias Return = Bind
    var id: Int?
    var name: String?
    var tags: [String]?
    var when: Date?
    var duration: TimeInterval?
}

func registerRoutingServices(on host: ServiceStackHost, pings: Locked<[Int]>) {
    host.register(
        FileRequest.self,
        routes: [Route("/files/{Bucket}/{Path*}", verbs: "GET,PUT"), Route("/files/{Bucket}", verbs: "POST")]
    ) { request, context in
        FileReply(bucket: request.bucket, path: request.path, version: request.version, method: context.method)
    }
    host.register(Ping.self, routes: [Route("/ping/{Id}")]) { request, _ in
        pings.withLock { $0.append(request.id ?? -1) }
    }
    host.register(Bind.self, routes: [Route("/bind/{Id}")]) { request, _ in request }
}
