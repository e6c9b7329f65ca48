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
ExcludeTypes: KeyValuePair,Item,services
//ExcludeGenericBaseTypes: False
//AddResponseStatus: False
//AddImplicitVersion: 
//AddDescriptionAsComments: True
//InitializeCollections: False
//TreatTypesAsStrings: 
//DefaultImports: Foundation,ServiceStack
*/

import Foundation
import ServiceStack

/**
* Booking details
*/
public class Booking : AuditBase
{
    public var id:Int?
    public var name:String?
    public var roomType:RoomType?
    public var bookingEndDate:Date?
    public var cost:Double?
    public var permissions:Permissions?
    public var discount:Coupon?
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

public enum RoomType : String, Codable
{
    case Single
    case Double
    case Queen
    case Twin
    case Suite
}

// @Flags()
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

    public var expiryDate:Date?

    required public init(){}
}

public protocol IHasName
{
    var name:String? { get set }

}

public class BaseEntity : Codable
{
    public var id:Int?

    required public init(){}
}


