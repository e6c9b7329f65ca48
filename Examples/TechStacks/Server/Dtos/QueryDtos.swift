import ServiceStack
import ServiceStackAutoQuery
import ServiceStackServer

/// Technologies by name, vendor or description; filters combine with OR.
final class FindTechnologies: QueryDb2<Technology, TechnologyView>, IReturn, QueryTermProviding {
    typealias Return = QueryResponse<TechnologyView>
    static let queryTerm = QueryTerm.or
    var ids: [Int]?
    var name: String?
    var vendorName: String?
    var nameContains: String?
    var vendorNameContains: String?
    var descriptionContains: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case ids, name, vendorName, nameContains, vendorNameContains, descriptionContains
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(ids, forKey: .ids)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(vendorName, forKey: .vendorName)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try container.encodeIfPresent(vendorNameContains, forKey: .vendorNameContains)
        try container.encodeIfPresent(descriptionContains, forKey: .descriptionContains)
    }
}

extension FindTechnologies: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/technology/search")] }
}

/// Technologies matching every filter.
final class QueryTechnology: QueryDb2<Technology, TechnologyView>, IReturn {
    typealias Return = QueryResponse<TechnologyView>
    var ids: [Int]?
    var name: String?
    var vendorName: String?
    var nameContains: String?
    var vendorNameContains: String?
    var descriptionContains: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case ids, name, vendorName, nameContains, vendorNameContains, descriptionContains
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(ids, forKey: .ids)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(vendorName, forKey: .vendorName)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try container.encodeIfPresent(vendorNameContains, forKey: .vendorNameContains)
        try container.encodeIfPresent(descriptionContains, forKey: .descriptionContains)
    }
}

extension QueryTechnology: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/technology/query")] }
}

/// Stacks by name, vendor or description; filters combine with OR.
final class FindTechStacks: QueryDb2<TechnologyStack, TechnologyStackView>, IReturn, QueryTermProviding {
    typealias Return = QueryResponse<TechnologyStackView>
    static let queryTerm = QueryTerm.or
    var ids: [Int]?
    var name: String?
    var vendorName: String?
    var nameContains: String?
    var vendorNameContains: String?
    var descriptionContains: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case ids, name, vendorName, nameContains, vendorNameContains, descriptionContains
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(ids, forKey: .ids)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(vendorName, forKey: .vendorName)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try container.encodeIfPresent(vendorNameContains, forKey: .vendorNameContains)
        try container.encodeIfPresent(descriptionContains, forKey: .descriptionContains)
    }
}

extension FindTechStacks: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/techstacks/search")] }
}

/// Stacks matching every filter.
final class QueryTechStacks: QueryDb2<TechnologyStack, TechnologyStackView>, IReturn {
    typealias Return = QueryResponse<TechnologyStackView>
    var ids: [Int]?
    var name: String?
    var vendorName: String?
    var nameContains: String?
    var vendorNameContains: String?
    var descriptionContains: String?

    required init() { super.init() }

    private enum CodingKeys: String, CodingKey {
        case ids, name, vendorName, nameContains, vendorNameContains, descriptionContains
    }

    required init(from decoder: any Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    override func encode(to encoder: any Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(ids, forKey: .ids)
        try container.encodeIfPresent(name, forKey: .name)
        try container.encodeIfPresent(vendorName, forKey: .vendorName)
        try container.encodeIfPresent(nameContains, forKey: .nameContains)
        try container.encodeIfPresent(vendorNameContains, forKey: .vendorNameContains)
        try container.encodeIfPresent(descriptionContains, forKey: .descriptionContains)
    }
}

extension QueryTechStacks: MetadataDescribing {
    static var metadataRoutes: [Route] { [Route("/techstacks/query")] }
}
