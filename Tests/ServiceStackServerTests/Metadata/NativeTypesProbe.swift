import Foundation
import ServiceStack
import ServiceStackNativeTypes
import ServiceStackServer
import ServiceStackServerTesting

/// A service whose response has collections (arrays, a dictionary, a nested list) for the native-types tests.
final class CollectionsProbe: IReturn, IGet, Codable {
    typealias Return = CollectionsProbeResponse
    var id: Int?
}

/// A base class, so that the generated response has an explicit Codable block.
class ProbeResponseBase: Codable {
    var id: Int?

    init() {}
}

final class CollectionsProbeResponse: ProbeResponseBase {
    var names: [String]?
    var scores: [String: Int]?
    var items: [ProbeItem]?

    override init() { super.init() }

    private enum CodingKeys: String, CodingKey { case names, scores, items }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        names = try container.decodeIfPresent([String].self, forKey: .names)
        scores = try container.decodeIfPresent([String: Int].self, forKey: .scores)
        items = try container.decodeIfPresent([ProbeItem].self, forKey: .items)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(names, forKey: .names)
        try container.encodeIfPresent(scores, forKey: .scores)
        try container.encodeIfPresent(items, forKey: .items)
    }
}

/// Generated without a base class, so its Codable conformance is synthesized.
struct ProbeItem: Codable {
    var name: String?
    var tags: [String]?
}

/// A type that a host never exports.
final class SecretProbe: IReturn, IGet, Codable {
    typealias Return = SecretProbeResponse
    var id: Int?
}

final class SecretProbeResponse: Codable {
    var secret: String?
}

enum NativeTypesProbe {
    /// The JSON of a probe response whose collections are all null (`/probe/nulls`).
    static let nullsJSON =
        #"{"id":2,"names":null,"scores":null,"items":[{"name":"a","tags":null},{"name":"b"}]}"#

    /// Registers the probes; `CollectionsProbe` answers with every collection missing (nil), and
    /// `/probe/nulls` serves `nullsJSON`.
    static func register(on host: ServiceStackHost) {
        host.register(CollectionsProbe.self) { request, _ in
            let response = CollectionsProbeResponse()
            response.id = request.id
            return response
        }
        host.register(SecretProbe.self) { _, _ in SecretProbeResponse() }
        host.addRawEndpoint("/probe/nulls", verbs: "GET") { _ in
            .text(nullsJSON, contentType: "application/json")
        }
    }

    /// Runs `body` against a host with the probes and `nativeTypes`, with its base URL as `/types/swift` shows it
    /// (no trailing `/`); live by default, since scratch programs built from its DTOs call it from another process.
    static func serve(
        _ nativeTypes: NativeTypesConfig = .hostDefaults, _ setup: HostTestSetup = .live,
        _ body: (_ baseUrl: String, _ client: HostTestClient) async throws -> Void
    ) async throws {
        var config = HostConfig()
        config.nativeTypes = nativeTypes
        try await makeHost(config: config, register).test(setup) { client in
            try await body(String(client.baseUrl.dropLast()), client)
        }
    }

    /// `serve` for callers that need only the base URL of the live host.
    static func serve(
        _ nativeTypes: NativeTypesConfig = .hostDefaults, _ body: (_ baseUrl: String) async throws -> Void
    ) async throws {
        try await serve(nativeTypes, .live) { baseUrl, _ in try await body(baseUrl) }
    }

    /// The text of `GET {baseUrl}{path}` from a live host.
    static func get(_ baseUrl: String, _ path: String) async throws -> String {
        guard let (data, _) = try await JsonServiceClient(baseUrl: baseUrl).getDataAsync(url: path) else { return "" }
        return String(decoding: data, as: UTF8.self)
    }

    /// The text of `GET path` through `client`.
    static func get(_ client: HostTestClient, _ path: String) async throws -> String {
        try await client.execute("GET", path).text
    }
}
