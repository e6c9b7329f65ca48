import Foundation
import ServiceStack
import ServiceStackAutoQuery

/// Typed filters, declared like generated DTOs declare them.
final class FindTechnologies: QueryDb<Technology>, IReturn {
    typealias Return = QueryResponse<Technology>
    var ids: [Int]?
    var nameContains: String?
    var nameStartsWith: String?
    var nameEndsWith: String?
    var vendor: String?
    var yearGreaterThan: Int?
    var yearLessThanOrEqualTo: Int?
    var yearBetween: [Int]?
    var ratingIsNull: Bool?
    var createdBefore: Date?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case ids, nameContains, nameStartsWith, nameEndsWith, vendor, yearGreaterThan, yearLessThanOrEqualTo
        case yearBetween, ratingIsNull, createdBefore
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        nameStartsWith = try container.decodeIfPresent(String.self, forKey: .nameStartsWith)
        nameEndsWith = try container.decodeIfPresent(String.self, forKey: .nameEndsWith)
        vendor = try container.decodeIfPresent(String.self, forKey: .vendor)
        yearGreaterThan = try container.decodeIfPresent(Int.self, forKey: .yearGreaterThan)
        yearLessThanOrEqualTo = try container.decodeIfPresent(Int.self, forKey: .yearLessThanOrEqualTo)
        yearBetween = try container.decodeIfPresent([Int].self, forKey: .yearBetween)
        ratingIsNull = try container.decodeIfPresent(Bool.self, forKey: .ratingIsNull)
        createdBefore = try container.decodeIfPresent(Date.self, forKey: .createdBefore)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(ids, forKey: .ids)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try container.encodeIfPresent(nameStartsWith, forKey: .nameStartsWith)
        try container.encodeIfPresent(nameEndsWith, forKey: .nameEndsWith)
        try container.encodeIfPresent(vendor, forKey: .vendor)
        try container.encodeIfPresent(yearGreaterThan, forKey: .yearGreaterThan)
        try container.encodeIfPresent(yearLessThanOrEqualTo, forKey: .yearLessThanOrEqualTo)
        try container.encodeIfPresent(yearBetween, forKey: .yearBetween)
        try container.encodeIfPresent(ratingIsNull, forKey: .ratingIsNull)
        try container.encodeIfPresent(createdBefore, forKey: .createdBefore)
    }
}

/// No typed filters: everything comes from the query string.
final class QueryTechnologies: QueryDb<Technology>, IReturn {
    typealias Return = QueryResponse<Technology>
}

/// Filters combined with OR.
final class SearchTechnologies: QueryDb<Technology>, IReturn, QueryTermProviding {
    typealias Return = QueryResponse<Technology>
    static let queryTerm = QueryTerm.or
    var nameStartsWith: String?
    var vendor: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey { case nameStartsWith, vendor }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nameStartsWith = try container.decodeIfPresent(String.self, forKey: .nameStartsWith)
        vendor = try container.decodeIfPresent(String.self, forKey: .vendor)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(nameStartsWith, forKey: .nameStartsWith)
        try container.encodeIfPresent(vendor, forKey: .vendor)
    }
}

/// Queries `Technology`, returns `TechnologySummary`.
final class QueryTechnologySummaries: QueryDb2<Technology, TechnologySummary>, IReturn {
    typealias Return = QueryResponse<TechnologySummary>
}

/// A typed property that names no field: registration must refuse it.
final class BrokenQuery: QueryDb<Technology>, IReturn {
    typealias Return = QueryResponse<Technology>
    var colour: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey { case colour }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        colour = try decoder.container(keyedBy: CodingKeys.self).decodeIfPresent(String.self, forKey: .colour)
    }
}
