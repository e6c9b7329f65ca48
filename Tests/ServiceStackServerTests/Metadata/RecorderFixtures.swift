import Foundation
import ServiceStack
import ServiceStackServer

// Types the recorder tests describe: classes, structs, optionals, collections, cycles, enums, subclasses.

enum RecKind: String, Codable, CaseIterable {
    case alpha
    case beta = "Beta"
}

enum RecLevel: Int, Codable, CaseIterable {
    case low = 1
    case high = 5
}

enum RecUncountable: String, Codable {
    case only
}

final class RecClass: Codable {
    var id: Int = 0
    var name: String?
    var tags: [String] = []
    var scores: [String: Int] = [:]
    var when: Date?
    var child: RecClass?
    var kind: RecKind?
    var level: RecLevel = .low
    @TimeSpan var duration: TimeInterval?
}

struct RecStruct: Codable {
    var count: Int32
    var ratio: Double?
    var names: Set<String>
    var blob: Data
    var guid: UUID?
    var amount: Decimal
    var nested: [[String: RecStruct]]?
    var uncountable: RecUncountable?
}

struct RecNode: Codable {
    var value: Int64
    var children: [RecNode]
}

class RecBase: Codable {
    var baseId: Int?
}

final class RecDerived: RecBase {
    var extra: String?

    private enum CodingKeys: String, CodingKey { case extra }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        extra = try container.decodeIfPresent(String.self, forKey: .extra)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(extra, forKey: .extra)
        try super.encode(to: encoder)
    }
}

/// Decoding always fails: the recorder keeps what it saw before the failure.
struct RecFailing: Decodable {
    var first: String

    private enum CodingKeys: String, CodingKey { case first }

    init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        first = try container.decode(String.self, forKey: .first)
        throw DecodingError.dataCorrupted(
            DecodingError.Context(codingPath: decoder.codingPath, debugDescription: "never valid"))
    }
}

struct RecDescribed: Codable, MetadataDescribing {
    var seconds: Double?
    var title: String?

    static var metadataDescription: String? { "A described type" }
    static var metadataNamespace: String? { "MyApp.ServiceModel" }
    static var metadataProperties: [String: PropertyDescription] {
        [
            "seconds": PropertyDescription(type: "TimeSpan", description: "A duration"),
            "title": PropertyDescription(isRequired: true),
        ]
    }
}

final class RecPoco: Codable {
    var name: String?
}

/// An AutoQuery request: a generic ServiceStack base with no property of its type argument.
final class QueryRecPocos: QueryDb<RecPoco>, IReturn {
    typealias Return = QueryResponse<RecPoco>
    var nameContains: String?

    private enum CodingKeys: String, CodingKey { case nameContains }

    required init() { super.init() }

    required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        try super.init(from: decoder)
    }

    override func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try super.encode(to: encoder)
    }
}

/// A non-optional cycle: no value can be built, so recording stops at the first cyclic property.
final class RecTree: Codable {
    var label: String
    var left: RecTree
    var right: RecTree
}
