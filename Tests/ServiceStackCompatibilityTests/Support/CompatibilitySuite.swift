import Foundation
import ServiceStack
import Testing

/// Every compatibility suite nests here, so tests that set the official module's process-wide state
/// (`Log`, `JsonConfig` filters, `JsonServiceClient.Global`, `Converters`) never overlap each other.
@Suite(.serialized) enum ServiceStackCompatibility {}

/// A request DTO written the way ServiceStack.Swift users write them.
final class CompatHello: IReturn, IGet, Codable {
    typealias Return = CompatHelloResponse
    var name: String?
    var title: String?
    init() {}
    init(name: String?) { self.name = name }
}

final class CompatHelloResponse: Codable {
    var result: String?
    init() {}
}

/// A void request with no verb marker.
final class CompatVoid: IReturnVoid, Codable {
    var id: Int?
    init() {}
}

/// A request carrying the official session, token and version interfaces.
final class CompatAuthenticated: IReturn, IPost, IHasBearerToken, IHasSessionId, IHasVersion, IMeta, Codable {
    typealias Return = EmptyResponse
    var bearerToken: String?
    var sessionId: String?
    var version: Int?
    var meta: [String: String] = [:]
    init() {}
}

final class CompatPut: IReturn, IPut, Codable {
    typealias Return = EmptyResponse
    init() {}
}

final class CompatDelete: IReturn, IDelete, Codable {
    typealias Return = EmptyResponse
    init() {}
}

final class CompatPatch: IReturn, IPatch, Codable {
    typealias Return = EmptyResponse
    init() {}
}

/// A void request marked `IPut`.
final class CompatVoidPut: IReturnVoid, IPut, Codable {
    init() {}
}

/// A request with a list, a map and an empty list (left out of query strings).
final class CompatCollections: IReturn, Codable {
    typealias Return = EmptyResponse
    var ids: [Int] = []
    var tags: [String] = []
    var map: [String: String] = [:]
    init() {}
}

/// A row for table dumps.
struct CompatRow: Codable {
    var id: Int
    var name: String
}

/// A value type the official `Factory` fills from `EmptyDecoder`.
struct CompatDefaults: Codable {
    var count: Int
    var flag: Bool
    var text: String
    var ratio: Double
    var list: [String]
    var optional: String?
}

/// A request with every kind of value a query string carries.
final class CompatQueryValues: Codable {
    var flag: Bool? = true
    var ratio: Double? = 2.5
    var when: Date? = Date(timeIntervalSince1970: 1)
    @TimeSpan var duration: TimeInterval? = 90
    var tags: [String] = ["a", "b,c"]
    var row: CompatRow? = CompatRow(id: 1, name: "x")
    var text: String? = "a b&c"
    init() {}
}

/// A row type with one column.
struct CompatSingleColumn: Codable {
    var title: String
}
