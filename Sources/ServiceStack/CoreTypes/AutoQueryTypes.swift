import Foundation

/// The paging, ordering and field-selection options every AutoQuery request has.
open class QueryBase: Codable {
    public var skip: Int?
    public var take: Int?
    public var orderBy: String?
    public var orderByDesc: String?
    public var include: String?
    public var fields: String?
    public var meta: [String: String] = [:]

    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case skip, take, orderBy, orderByDesc, include, fields, meta
    }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        skip = try container.decodeIfPresent(Int.self, forKey: .skip)
        take = try container.decodeIfPresent(Int.self, forKey: .take)
        orderBy = try container.decodeIfPresent(String.self, forKey: .orderBy)
        orderByDesc = try container.decodeIfPresent(String.self, forKey: .orderByDesc)
        include = try container.decodeIfPresent(String.self, forKey: .include)
        fields = try container.decodeIfPresent(String.self, forKey: .fields)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    open func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(skip, forKey: .skip)
        try container.encodeIfPresent(take, forKey: .take)
        try container.encodeIfPresent(orderBy, forKey: .orderBy)
        try container.encodeIfPresent(orderByDesc, forKey: .orderByDesc)
        try container.encodeIfPresent(include, forKey: .include)
        try container.encodeIfPresent(fields, forKey: .fields)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
    }
}

/// An AutoQuery request over the data model `T`.
open class QueryDb<T: Codable>: QueryBase {
    public required init() { super.init() }
    public required init(from decoder: Decoder) throws { try super.init(from: decoder) }
    open override func encode(to encoder: Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery request over the data model `From` returning `Into` rows.
open class QueryDb2<From: Codable, Into: Codable>: QueryBase {
    public required init() { super.init() }
    public required init(from decoder: Decoder) throws { try super.init(from: decoder) }
    open override func encode(to encoder: Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery Data request over the data source `T`.
open class QueryData<T: Codable>: QueryBase {
    public required init() { super.init() }
    public required init(from decoder: Decoder) throws { try super.init(from: decoder) }
    open override func encode(to encoder: Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery Data request over `From` returning `Into` rows.
open class QueryData2<From: Codable, Into: Codable>: QueryBase {
    public required init() { super.init() }
    public required init(from decoder: Decoder) throws { try super.init(from: decoder) }
    open override func encode(to encoder: Encoder) throws { try super.encode(to: encoder) }
}

/// A page of AutoQuery results.
open class QueryResponse<T: Codable>: Codable {
    public var offset: Int?
    public var total: Int?
    public var results: [T] = []
    public var meta: [String: String] = [:]
    public var responseStatus: ResponseStatus?

    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case offset, total, results, meta, responseStatus
    }

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        offset = try container.decodeIfPresent(Int.self, forKey: .offset)
        total = try container.decodeIfPresent(Int.self, forKey: .total)
        results = try container.decodeIfPresent([T].self, forKey: .results) ?? []
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
        responseStatus = try container.decodeIfPresent(ResponseStatus.self, forKey: .responseStatus)
    }

    open func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(offset, forKey: .offset)
        try container.encodeIfPresent(total, forKey: .total)
        try container.encode(results, forKey: .results)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
        try container.encodeIfPresent(responseStatus, forKey: .responseStatus)
    }
}

/// Audit columns shared by AutoQuery CRUD data models.
open class AuditBase: Codable {
    public var createdDate: Date?
    public var createdBy: String?
    public var modifiedDate: Date?
    public var modifiedBy: String?
    public var deletedDate: Date?
    public var deletedBy: String?

    public required init() {}
}
