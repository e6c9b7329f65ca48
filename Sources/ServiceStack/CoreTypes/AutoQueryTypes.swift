import Foundation

/// The paging, ordering and field-selection options every AutoQuery request has.
open class QueryBase: Codable {
    /// How many rows to skip.
    public var skip: Int?
    /// How many rows to return at most.
    public var take: Int?
    /// Fields to order by, comma-separated; a leading `-` orders descending.
    public var orderBy: String?
    /// Fields to order by descending, comma-separated.
    public var orderByDesc: String?
    /// `Total` asks for the total row count.
    public var include: String?
    /// The only fields to return, comma-separated.
    public var fields: String?
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]

    /// Creates a request without options.
    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case skip, take, orderBy, orderByDesc, include, fields, meta
    }

    /// Decodes the paging options.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        skip = try container.decodeIfPresent(Int.self, forKey: .skip)
        take = try container.decodeIfPresent(Int.self, forKey: .take)
        orderBy = try container.decodeIfPresent(String.self, forKey: .orderBy)
        orderByDesc = try container.decodeIfPresent(String.self, forKey: .orderByDesc)
        include = try container.decodeIfPresent(String.self, forKey: .include)
        fields = try container.decodeIfPresent(String.self, forKey: .fields)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    /// Encodes the options that are set; an empty `meta` is left out.
    open func encode(to encoder: any Encoder) throws {
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
    /// Creates a request without filters.
    public required init() { super.init() }
    /// Decodes the paging options.
    public required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    /// Encodes the paging options; subclasses add their filters.
    open override func encode(to encoder: any Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery request over the data model `From` returning `Into` rows.
open class QueryDb2<From: Codable, Into: Codable>: QueryBase {
    /// Creates a request without filters.
    public required init() { super.init() }
    /// Decodes the paging options.
    public required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    /// Encodes the paging options; subclasses add their filters.
    open override func encode(to encoder: any Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery Data request over the data source `T`.
open class QueryData<T: Codable>: QueryBase {
    /// Creates a request without filters.
    public required init() { super.init() }
    /// Decodes the paging options.
    public required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    /// Encodes the paging options; subclasses add their filters.
    open override func encode(to encoder: any Encoder) throws { try super.encode(to: encoder) }
}

/// An AutoQuery Data request over `From` returning `Into` rows.
open class QueryData2<From: Codable, Into: Codable>: QueryBase {
    /// Creates a request without filters.
    public required init() { super.init() }
    /// Decodes the paging options.
    public required init(from decoder: any Decoder) throws { try super.init(from: decoder) }
    /// Encodes the paging options; subclasses add their filters.
    open override func encode(to encoder: any Encoder) throws { try super.encode(to: encoder) }
}

/// A page of AutoQuery results.
open class QueryResponse<T: Codable>: Codable {
    /// The position of the first row of this page among all results.
    public var offset: Int?
    /// How many rows match, when asked for with `include=Total`.
    public var total: Int?
    /// The rows of this page.
    public var results: [T] = []
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]
    /// The error, if the query failed.
    public var responseStatus: ResponseStatus?

    /// Creates an empty page.
    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case offset, total, results, meta, responseStatus
    }

    /// Decodes a page; missing `results` and `meta` are empty.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        offset = try container.decodeIfPresent(Int.self, forKey: .offset)
        total = try container.decodeIfPresent(Int.self, forKey: .total)
        results = try container.decodeIfPresent([T].self, forKey: .results) ?? []
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
        responseStatus = try container.decodeIfPresent(ResponseStatus.self, forKey: .responseStatus)
    }

    /// Encodes the page; `results` always, an empty `meta` never.
    open func encode(to encoder: any Encoder) throws {
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
    /// When the row was created.
    public var createdDate: Date?
    /// Who created the row.
    public var createdBy: String?
    /// When the row was last changed.
    public var modifiedDate: Date?
    /// Who last changed the row.
    public var modifiedBy: String?
    /// When the row was soft-deleted.
    public var deletedDate: Date?
    /// Who soft-deleted the row.
    public var deletedBy: String?

    /// Creates a row without audit values.
    public required init() {}
}
