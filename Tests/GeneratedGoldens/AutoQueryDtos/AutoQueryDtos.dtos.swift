/* Options:
Date: 2025-01-02 03:04:05
SwiftVersion: 6.0
Version: 8.91
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: http://localhost

//BaseClass: 
//AddModelExtensions: True
//AddServiceStackTypes: True
//MakePropertiesOptional: True
//IncludeTypes: 
//ExcludeTypes: 
//ExcludeGenericBaseTypes: False
//AddResponseStatus: False
//AddImplicitVersion: 
//AddDescriptionAsComments: True
//InitializeCollections: True
//TreatTypesAsStrings: 
//DefaultImports: Foundation,ServiceStack
*/

import Foundation
import ServiceStack

public class FindTechnologies : QueryDb<Technology>, IReturn
{
    public typealias Return = QueryResponse<Technology>

    public var ids:[Int]?
    public var nameContains:String?
    public var nameStartsWith:String?
    public var nameEndsWith:String?
    public var vendor:String?
    public var yearGreaterThan:Int?
    public var yearLessThanOrEqualTo:Int?
    public var yearBetween:[Int]?
    public var ratingIsNull:Bool?
    public var createdBefore:Date?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case ids
        case nameContains
        case nameStartsWith
        case nameEndsWith
        case vendor
        case yearGreaterThan
        case yearLessThanOrEqualTo
        case yearBetween
        case ratingIsNull
        case createdBefore
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        nameStartsWith = try container.decodeIfPresent(String.self, forKey: .nameStartsWith)
        nameEndsWith = try container.decodeIfPresent(String.self, forKey: .nameEndsWith)
        vendor = try container.decodeIfPresent(String.self, forKey: .vendor)
        yearGreaterThan = try container.decodeIfPresent(Int.self, forKey: .yearGreaterThan)
        yearLessThanOrEqualTo = try container.decodeIfPresent(Int.self, forKey: .yearLessThanOrEqualTo)
        yearBetween = try container.decodeIfPresent([Int].self, forKey: .yearBetween) ?? []
        ratingIsNull = try container.decodeIfPresent(Bool.self, forKey: .ratingIsNull)
        createdBefore = try container.decodeIfPresent(Date.self, forKey: .createdBefore)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
        if nameContains != nil { try container.encode(nameContains, forKey: .nameContains) }
        if nameStartsWith != nil { try container.encode(nameStartsWith, forKey: .nameStartsWith) }
        if nameEndsWith != nil { try container.encode(nameEndsWith, forKey: .nameEndsWith) }
        if vendor != nil { try container.encode(vendor, forKey: .vendor) }
        if yearGreaterThan != nil { try container.encode(yearGreaterThan, forKey: .yearGreaterThan) }
        if yearLessThanOrEqualTo != nil { try container.encode(yearLessThanOrEqualTo, forKey: .yearLessThanOrEqualTo) }
        if yearBetween != nil && yearBetween!.count > 0 { try container.encode(yearBetween, forKey: .yearBetween) }
        if ratingIsNull != nil { try container.encode(ratingIsNull, forKey: .ratingIsNull) }
        if createdBefore != nil { try container.encode(createdBefore, forKey: .createdBefore) }
    }
}

public class QueryTechnologies : QueryDb<Technology>, IReturn
{
    public typealias Return = QueryResponse<Technology>

    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

public class SearchTechnologies : QueryDb<Technology>, IReturn
{
    public typealias Return = QueryResponse<Technology>

    public var nameStartsWith:String?
    public var vendor:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case nameStartsWith
        case vendor
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        nameStartsWith = try container.decodeIfPresent(String.self, forKey: .nameStartsWith)
        vendor = try container.decodeIfPresent(String.self, forKey: .vendor)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if nameStartsWith != nil { try container.encode(nameStartsWith, forKey: .nameStartsWith) }
        if vendor != nil { try container.encode(vendor, forKey: .vendor) }
    }
}

public class QueryTechnologySummaries : QueryDb2<Technology, TechnologySummary>, IReturn
{
    public typealias Return = QueryResponse<TechnologySummary>

    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

public class Technology : Codable
{
    public var id:Int?
    public var name:String?
    public var vendor:String?
    public var year:Int?
    public var rating:Double?
    public var isOpenSource:Bool?
    public var created:Date?

    required public init(){}
}

public class TechnologySummary : Codable
{
    public var id:Int?
    public var name:String?
    public var popularity:Int?

    required public init(){}
}


