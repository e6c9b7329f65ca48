/* Options:
Date: 2026-11-24 13:02:08
SwiftVersion: 6.0
Version: 8.91
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: http://localhost:5057

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

// @Route("/auth", "GET,POST")
// @Route("/auth/{provider}", "GET,POST")
public class Authenticate : IReturn, IPost, Codable
{
    public typealias Return = AuthenticateResponse

    public var provider:String?
    public var userName:String?
    public var password:String?
    public var rememberMe:Bool?
    public var accessToken:String?
    public var accessTokenSecret:String?
    public var returnUrl:String?
    public var errorView:String?
    public var meta:[String:String] = [:]

    required public init(){}
}

// @Route("/access-token")
public class GetAccessToken : IReturn, IPost, Codable
{
    public typealias Return = GetAccessTokenResponse

    public var refreshToken:String?
    public var useTokenCookie:Bool?
    public var meta:[String:String] = [:]

    required public init(){}
}

// @Route("/overview")
public class Overview : IReturn, IGet, Codable
{
    public typealias Return = OverviewResponse

    public var reload:Bool?

    required public init(){}
}

// @Route("/app-overview")
public class AppOverview : IReturn, IGet, Codable
{
    public typealias Return = AppOverviewResponse

    public var reload:Bool?

    required public init(){}
}

// @Route("/technology", "GET")
public class GetAllTechnologies : IReturn, IGet, Codable
{
    public typealias Return = GetAllTechnologiesResponse

    required public init(){}
}

// @Route("/techstacks", "GET")
public class GetAllTechnologyStacks : IReturn, IGet, Codable
{
    public typealias Return = GetAllTechnologyStacksResponse

    required public init(){}
}

// @Route("/technology/{Slug}")
public class GetTechnology : IReturn, IGet, Codable
{
    public typealias Return = GetTechnologyResponse

    public var slug:String?

    required public init(){}
}

// @Route("/techstacks/{Slug}", "GET")
public class GetTechnologyStack : IReturn, IGet, Codable
{
    public typealias Return = GetTechnologyStackResponse

    public var slug:String?

    required public init(){}
}

// @Route("/technology/search")
public class FindTechnologies : QueryDb2<Technology, TechnologyView>, IReturn
{
    public typealias Return = QueryResponse<TechnologyView>

    public var ids:[Int]?
    public var name:String?
    public var vendorName:String?
    public var nameContains:String?
    public var vendorNameContains:String?
    public var descriptionContains:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case ids
        case name
        case vendorName
        case nameContains
        case vendorNameContains
        case descriptionContains
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
        if name != nil { try container.encode(name, forKey: .name) }
        if vendorName != nil { try container.encode(vendorName, forKey: .vendorName) }
        if nameContains != nil { try container.encode(nameContains, forKey: .nameContains) }
        if vendorNameContains != nil { try container.encode(vendorNameContains, forKey: .vendorNameContains) }
        if descriptionContains != nil { try container.encode(descriptionContains, forKey: .descriptionContains) }
    }
}

// @Route("/technology/query")
public class QueryTechnology : QueryDb2<Technology, TechnologyView>, IReturn
{
    public typealias Return = QueryResponse<TechnologyView>

    public var ids:[Int]?
    public var name:String?
    public var vendorName:String?
    public var nameContains:String?
    public var vendorNameContains:String?
    public var descriptionContains:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case ids
        case name
        case vendorName
        case nameContains
        case vendorNameContains
        case descriptionContains
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
        if name != nil { try container.encode(name, forKey: .name) }
        if vendorName != nil { try container.encode(vendorName, forKey: .vendorName) }
        if nameContains != nil { try container.encode(nameContains, forKey: .nameContains) }
        if vendorNameContains != nil { try container.encode(vendorNameContains, forKey: .vendorNameContains) }
        if descriptionContains != nil { try container.encode(descriptionContains, forKey: .descriptionContains) }
    }
}

// @Route("/techstacks/search")
public class FindTechStacks : QueryDb2<TechnologyStack, TechnologyStackView>, IReturn
{
    public typealias Return = QueryResponse<TechnologyStackView>

    public var ids:[Int]?
    public var name:String?
    public var vendorName:String?
    public var nameContains:String?
    public var vendorNameContains:String?
    public var descriptionContains:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case ids
        case name
        case vendorName
        case nameContains
        case vendorNameContains
        case descriptionContains
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
        if name != nil { try container.encode(name, forKey: .name) }
        if vendorName != nil { try container.encode(vendorName, forKey: .vendorName) }
        if nameContains != nil { try container.encode(nameContains, forKey: .nameContains) }
        if vendorNameContains != nil { try container.encode(vendorNameContains, forKey: .vendorNameContains) }
        if descriptionContains != nil { try container.encode(descriptionContains, forKey: .descriptionContains) }
    }
}

// @Route("/techstacks/query")
public class QueryTechStacks : QueryDb2<TechnologyStack, TechnologyStackView>, IReturn
{
    public typealias Return = QueryResponse<TechnologyStackView>

    public var ids:[Int]?
    public var name:String?
    public var vendorName:String?
    public var nameContains:String?
    public var vendorNameContains:String?
    public var descriptionContains:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case ids
        case name
        case vendorName
        case nameContains
        case vendorNameContains
        case descriptionContains
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
        name = try container.decodeIfPresent(String.self, forKey: .name)
        vendorName = try container.decodeIfPresent(String.self, forKey: .vendorName)
        nameContains = try container.decodeIfPresent(String.self, forKey: .nameContains)
        vendorNameContains = try container.decodeIfPresent(String.self, forKey: .vendorNameContains)
        descriptionContains = try container.decodeIfPresent(String.self, forKey: .descriptionContains)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
        if name != nil { try container.encode(name, forKey: .name) }
        if vendorName != nil { try container.encode(vendorName, forKey: .vendorName) }
        if nameContains != nil { try container.encode(nameContains, forKey: .nameContains) }
        if vendorNameContains != nil { try container.encode(vendorNameContains, forKey: .vendorNameContains) }
        if descriptionContains != nil { try container.encode(descriptionContains, forKey: .descriptionContains) }
    }
}

// @Route("/technology", "POST")
public class CreateTechnology : IReturn, IPost, Codable
{
    public typealias Return = CreateTechnologyResponse

    public var name:String?
    public var slug:String?
    public var vendorName:String?
    public var vendorUrl:String?
    public var productUrl:String?
    public var logoUrl:String?
    public var Description:String?
    public var isLocked:Bool?
    public var tier:TechnologyTier?

    required public init(){}
}

// @Route("/technology/{Id}", "PUT")
public class UpdateTechnology : IReturn, IPut, Codable
{
    public typealias Return = UpdateTechnologyResponse

    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var vendorUrl:String?
    public var productUrl:String?
    public var logoUrl:String?
    public var Description:String?
    public var isLocked:Bool?
    public var tier:TechnologyTier?

    required public init(){}
}

// @Route("/technology/{Id}", "DELETE")
public class DeleteTechnology : IReturn, IDelete, Codable
{
    public typealias Return = DeleteTechnologyResponse

    public var id:Int?

    required public init(){}
}

// @Route("/techstacks", "POST")
public class CreateTechnologyStack : IReturn, IPost, Codable
{
    public typealias Return = CreateTechnologyStackResponse

    public var name:String?
    public var slug:String?
    public var vendorName:String?
    public var appUrl:String?
    public var screenshotUrl:String?
    public var Description:String?
    public var details:String?
    public var isLocked:Bool?
    public var technologyIds:[Int]?

    required public init(){}
}

// @Route("/techstacks/{Id}", "PUT")
public class UpdateTechnologyStack : IReturn, IPut, Codable
{
    public typealias Return = UpdateTechnologyStackResponse

    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var appUrl:String?
    public var screenshotUrl:String?
    public var Description:String?
    public var details:String?
    public var isLocked:Bool?
    public var technologyIds:[Int]?

    required public init(){}
}

// @Route("/techstacks/{Id}", "DELETE")
public class DeleteTechnologyStack : IReturn, IDelete, Codable
{
    public typealias Return = DeleteTechnologyStackResponse

    public var id:Int?

    required public init(){}
}

public class AuthenticateResponse : IHasSessionId, IHasBearerToken, Codable
{
    public var userId:String?
    public var sessionId:String?
    public var userName:String?
    public var displayName:String?
    public var referrerUrl:String?
    public var bearerToken:String?
    public var refreshToken:String?
    public var refreshTokenExpiry:Date?
    public var profileUrl:String?
    public var roles:[String] = []
    public var permissions:[String] = []
    public var authProvider:String?
    public var responseStatus:ResponseStatus?
    public var meta:[String:String] = [:]

    required public init(){}
}

public class GetAccessTokenResponse : Codable
{
    public var accessToken:String?
    public var meta:[String:String] = [:]
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class OverviewResponse : Codable
{
    public var created:Date?
    public var topUsers:[UserInfo] = []
    public var topTechnologies:[TechnologyInfo] = []
    public var latestTechStacks:[TechStackDetails] = []
    public var popularTechStacks:[TechnologyStack] = []
    public var topTechnologiesByTier:[String:[TechnologyInfo]] = [:]
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class AppOverviewResponse : Codable
{
    public var created:Date?
    public var allTiers:[Option] = []
    public var topTechnologies:[TechnologyInfo] = []
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class GetAllTechnologiesResponse : Codable
{
    public var results:[Technology] = []
    public var total:Int?

    required public init(){}
}

public class GetAllTechnologyStacksResponse : Codable
{
    public var results:[TechnologyStack] = []
    public var total:Int?

    required public init(){}
}

public class GetTechnologyResponse : Codable
{
    public var created:Date?
    public var technology:Technology?
    public var technologyStacks:[TechnologyStack] = []
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class GetTechnologyStackResponse : Codable
{
    public var created:Date?
    public var result:TechStackDetails?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class CreateTechnologyResponse : Codable
{
    public var result:Technology?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class UpdateTechnologyResponse : Codable
{
    public var result:Technology?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class DeleteTechnologyResponse : Codable
{
    public var result:Technology?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class CreateTechnologyStackResponse : Codable
{
    public var result:TechStackDetails?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class UpdateTechnologyStackResponse : Codable
{
    public var result:TechStackDetails?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class DeleteTechnologyStackResponse : Codable
{
    public var result:TechStackDetails?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class UserInfo : Codable
{
    public var userName:String?
    public var avatarUrl:String?
    public var stacksCount:Int?

    required public init(){}
}

public class TechnologyInfo : Codable
{
    public var tier:TechnologyTier?
    public var slug:String?
    public var name:String?
    public var logoUrl:String?
    public var stacksCount:Int?

    required public init(){}
}

public class TechStackDetails : TechnologyStackBase
{
    public var technologyChoices:[TechnologyInStack] = []

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case technologyChoices
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technologyChoices = try container.decodeIfPresent([TechnologyInStack].self, forKey: .technologyChoices) ?? []
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if technologyChoices.count > 0 { try container.encode(technologyChoices, forKey: .technologyChoices) }
    }
}

public class TechnologyStack : TechnologyStackBase
{
    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

public class Option : Codable
{
    public var name:String?
    public var title:String?
    public var value:TechnologyTier?

    required public init(){}
}

public class Technology : TechnologyBase
{
    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

public class TechnologyView : Codable
{
    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var vendorUrl:String?
    public var productUrl:String?
    public var logoUrl:String?
    public var Description:String?
    public var created:Date?
    public var createdBy:String?
    public var lastModified:Date?
    public var lastModifiedBy:String?
    public var ownerId:String?
    public var slug:String?
    public var logoApproved:Bool?
    public var isLocked:Bool?
    public var tier:TechnologyTier?
    public var lastStatusUpdate:Date?
    public var organizationId:Int?
    public var commentsPostId:Int?
    public var viewCount:Int?
    public var favCount:Int?

    required public init(){}
}

public class TechnologyStackView : Codable
{
    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var Description:String?
    public var appUrl:String?
    public var screenshotUrl:String?
    public var created:Date?
    public var createdBy:String?
    public var lastModified:Date?
    public var lastModifiedBy:String?
    public var isLocked:Bool?
    public var ownerId:String?
    public var slug:String?
    public var details:String?
    public var detailsHtml:String?
    public var lastStatusUpdate:Date?
    public var organizationId:Int?
    public var commentsPostId:Int?
    public var viewCount:Int?
    public var favCount:Int?

    required public init(){}
}

public enum TechnologyTier : String, Codable
{
    case ProgrammingLanguage
    case Client
    case Http
    case Server
    case Data
    case SoftwareInfrastructure
    case OperatingSystem
    case HardwareInfrastructure
    case ThirdPartyServices
}

public class TechnologyChanged : Codable
{
    public var action:ChangeAction?
    public var id:Int?
    public var slug:String?
    public var changedBy:String?
    public var technology:Technology?

    required public init(){}
}

public class TechnologyStackChanged : Codable
{
    public var action:ChangeAction?
    public var id:Int?
    public var slug:String?
    public var changedBy:String?
    public var stack:TechnologyStack?

    required public init(){}
}

public class TechnologyStackBase : Codable
{
    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var Description:String?
    public var appUrl:String?
    public var screenshotUrl:String?
    public var created:Date?
    public var createdBy:String?
    public var lastModified:Date?
    public var lastModifiedBy:String?
    public var isLocked:Bool?
    public var ownerId:String?
    public var slug:String?
    public var details:String?
    public var detailsHtml:String?
    public var lastStatusUpdate:Date?
    public var organizationId:Int?
    public var commentsPostId:Int?
    public var viewCount:Int?
    public var favCount:Int?

    required public init(){}
}

public class TechnologyInStack : TechnologyBase
{
    public var technologyId:Int?
    public var technologyStackId:Int?
    public var justification:String?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case technologyId
        case technologyStackId
        case justification
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        technologyId = try container.decodeIfPresent(Int.self, forKey: .technologyId)
        technologyStackId = try container.decodeIfPresent(Int.self, forKey: .technologyStackId)
        justification = try container.decodeIfPresent(String.self, forKey: .justification)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if technologyId != nil { try container.encode(technologyId, forKey: .technologyId) }
        if technologyStackId != nil { try container.encode(technologyStackId, forKey: .technologyStackId) }
        if justification != nil { try container.encode(justification, forKey: .justification) }
    }
}

public class TechnologyBase : Codable
{
    public var id:Int?
    public var name:String?
    public var vendorName:String?
    public var vendorUrl:String?
    public var productUrl:String?
    public var logoUrl:String?
    public var Description:String?
    public var created:Date?
    public var createdBy:String?
    public var lastModified:Date?
    public var lastModifiedBy:String?
    public var ownerId:String?
    public var slug:String?
    public var logoApproved:Bool?
    public var isLocked:Bool?
    public var tier:TechnologyTier?
    public var lastStatusUpdate:Date?
    public var organizationId:Int?
    public var commentsPostId:Int?
    public var viewCount:Int?
    public var favCount:Int?

    required public init(){}
}

public enum ChangeAction : String, Codable
{
    case created
    case updated
    case deleted
}


