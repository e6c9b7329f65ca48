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

public class CollectionsProbe : IReturn, IGet, Codable
{
    public typealias Return = CollectionsProbeResponse

    public var id:Int?

    required public init(){}
}

public class SecretProbe : IReturn, IGet, Codable
{
    public typealias Return = SecretProbeResponse

    public var id:Int?

    required public init(){}
}

public class CollectionsProbeResponse : ProbeResponseBase
{
    public var names:[String] = []
    public var scores:[String:Int] = [:]
    public var items:[ProbeItem] = []

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case names
        case scores
        case items
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        names = try container.decodeIfPresent([String].self, forKey: .names) ?? []
        scores = try container.decodeIfPresent([String:Int].self, forKey: .scores) ?? [:]
        items = try container.decodeIfPresent([ProbeItem].self, forKey: .items) ?? []
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if names.count > 0 { try container.encode(names, forKey: .names) }
        if scores.count > 0 { try container.encode(scores, forKey: .scores) }
        if items.count > 0 { try container.encode(items, forKey: .items) }
    }
}

public class SecretProbeResponse : Codable
{
    public var secret:String?

    required public init(){}
}

public class ProbeResponseBase : Codable
{
    public var id:Int?

    required public init(){}
}

public class ProbeItem : Codable
{
    public var name:String?
    public var tags:[String] = []

    required public init(){}
}


