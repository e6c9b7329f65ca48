/* Options:
Date: 2025-01-02 03:04:05
SwiftVersion: 6.0
Version: 8.91
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://example.org

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
//InitializeCollections: False
//TreatTypesAsStrings: 
//DefaultImports: Foundation,ServiceStack
AddDataContractAttributes: True
AddIndexesToDataMembers: True
*/

import Foundation
import ServiceStack

/**
* Says helloto someone
*/
// @Route("/hello")
// @Route("/hello/{Name}", "GET")
// @DataContract()
public class Hello : IReturn, IGet, Codable
{
    public typealias Return = HelloResponse

    // @DataMember(Order=1)
    // @Required()
    public var name:String?

    /**
    * Optional title
    */
    // @DataMember(Order=2)
    public var title:String?

    required public init(){}
}

// @Route("/bookings", "GET")
// @DataContract()
public class QueryBookings : QueryDb<Booking>, IReturn
{
    public typealias Return = QueryResponse<Booking>

    // @DataMember(Order=1)
    public var id:Int?

    // @DataMember(Order=2)
    public var ids:[Int]?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case id
        case ids
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        ids = try container.decodeIfPresent([Int].self, forKey: .ids) ?? []
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if id != nil { try container.encode(id, forKey: .id) }
        if ids != nil && ids!.count > 0 { try container.encode(ids, forKey: .ids) }
    }
}

// @ValidateRequest(Validator="HasRole(`Employee`)")
// @DataContract()
public class CreateBooking : IReturn, IPost, Codable
{
    public typealias Return = IdResponse

    // @DataMember(Order=1)
    public var name:String?

    // @DataMember(Order=2)
    public var roomType:RoomType?

    // @DataMember(Order=3)
    // @ValidateGreaterThan(0)
    public var roomNumber:Int?

    // @DataMember(Order=4)
    public var cost:Double?

    // @DataMember(Order=5)
    public var bookingStartDate:Date?

    // @DataMember(Order=6)
    @TimeSpan public var duration:TimeInterval?

    // @DataMember(Order=7)
    public var tags:[String]?

    // @DataMember(Order=8)
    public var location:String?

    required public init(){}
}

// @DataContract()
public class DeleteBooking : IReturnVoid, IDelete, Codable
{
    // @DataMember(Order=1)
    public var id:Int?

    required public init(){}
}

// @DataContract()
public class StoreItems : List<Item>, IReturn
{
    public typealias Return = [Item]

    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

// @DataContract()
public class GetEntity : IReturn, Codable
{
    public typealias Return = Entity

    // @DataMember(Order=1)
    public var id:Int?

    required public init(){}
}

// @DataContract()
public class HelloResponse : Codable
{
    // @DataMember(Order=1)
    public var result:String?

    required public init(){}
}

// @DataContract()
public class IdResponse : Codable
{
    // @DataMember(Order=1)
    public var id:String?

    // @DataMember(Order=2)
    public var responseStatus:ResponseStatus?

    required public init(){}
}

// @DataContract()
public class Entity : BaseEntity
{
    // @DataMember(Order=1)
    public var title:String?

    // @DataMember(Order=2)
    public var children:[Entity]?

    // @DataMember(Order=3)
    @TimeSpan public var elapsed:TimeInterval?

    // @DataMember(Order=4)
    public var labels:[String:String] = [:]

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case title
        case children
        case elapsed
        case labels
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        children = try container.decodeIfPresent([Entity].self, forKey: .children) ?? []
        elapsed = try container.convertIfPresent(TimeInterval.self, forKey: .elapsed)
        labels = try container.decodeIfPresent([String:String].self, forKey: .labels) ?? [:]
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if title != nil { try container.encode(title, forKey: .title) }
        if children != nil && children!.count > 0 { try container.encode(children, forKey: .children) }
        if elapsed != nil { try container.encode(elapsed, forKey: .elapsed) }
        if labels.count > 0 { try container.encode(labels, forKey: .labels) }
    }
}

/**
* Booking details
*/
// @DataContract()
public class Booking : AuditBase
{
    // @DataMember(Order=1)
    public var id:Int?

    // @DataMember(Order=2)
    public var name:String?

    // @DataMember(Order=3)
    public var roomType:RoomType?

    // @DataMember(Order=4)
    public var bookingEndDate:Date?

    // @DataMember(Order=5)
    public var cost:Double?

    // @DataMember(Order=6)
    public var permissions:Permissions?

    // @DataMember(Order=7)
    public var discount:Coupon?

    // @DataMember(Order=8)
    public var cancelled:Bool?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case id
        case name
        case roomType
        case bookingEndDate
        case cost
        case permissions
        case discount
        case cancelled
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        name = try container.decodeIfPresent(String.self, forKey: .name)
        roomType = try container.decodeIfPresent(RoomType.self, forKey: .roomType)
        bookingEndDate = try container.decodeIfPresent(Date.self, forKey: .bookingEndDate)
        cost = try container.decodeIfPresent(Double.self, forKey: .cost)
        permissions = try container.decodeIfPresent(Permissions.self, forKey: .permissions)
        discount = try container.decodeIfPresent(Coupon.self, forKey: .discount)
        cancelled = try container.decodeIfPresent(Bool.self, forKey: .cancelled)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if id != nil { try container.encode(id, forKey: .id) }
        if name != nil { try container.encode(name, forKey: .name) }
        if roomType != nil { try container.encode(roomType, forKey: .roomType) }
        if bookingEndDate != nil { try container.encode(bookingEndDate, forKey: .bookingEndDate) }
        if cost != nil { try container.encode(cost, forKey: .cost) }
        if permissions != nil { try container.encode(permissions, forKey: .permissions) }
        if discount != nil { try container.encode(discount, forKey: .discount) }
        if cancelled != nil { try container.encode(cancelled, forKey: .cancelled) }
    }
}

// @DataContract()
public enum RoomType : String, Codable
{
    case Single
    case Double
    case Queen
    case Twin
    case Suite
}

// @Flags()
// @DataContract()
public enum Permissions : Int, Codable
{
    case None = 0
    case Read = 1
    case Write = 2
    case `default` = 4
}

// @DataContract
public class Coupon : Codable
{
    // @DataMember(Order=1)
    public var id:String?

    // @DataMember(Order=2)
    public var Description:String?

    // @DataMember(Name="discount_pct", Order=3)
    public var discount_pct:Int?

    // @DataMember(Order=4)
    public var expiryDate:Date?

    required public init(){}
}

public protocol IHasName
{
    // @DataMember(Order=1)
    var name:String? { get set }

}

// @DataContract()
public class Item : IHasName, Codable
{
    // @DataMember(Order=1)
    public var name:String?

    //owner:IHasName ignored. Swift doesn't support interface properties

    // @DataMember(Order=2)
    public var metadata:[String:String]?

    // @DataMember(Order=3)
    public var nested:[[String:[Item]]]?

    // @DataMember(Order=4)
    public var pair:KeyValuePair<String, Int>?

    // @DataMember(Order=5)
    public var data:[UInt8]?

    // @DataMember(Order=6)
    public var `is`:Bool?

    required public init(){}
}

// @DataContract()
public class KeyValuePair<TKey : Codable, TValue : Codable> : Codable
{
    // @DataMember(Order=1)
    public var key:TKey?

    // @DataMember(Order=2)
    public var value:TValue?

    required public init(){}
}

// @DataContract()
public class BaseEntity : Codable
{
    // @DataMember(Order=1)
    public var id:Int?

    required public init(){}
}


