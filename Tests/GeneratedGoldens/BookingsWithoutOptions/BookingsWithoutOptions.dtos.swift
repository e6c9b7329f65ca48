import Foundation
import ServiceStack

/**
* Says helloto someone
*/
// @Route("/hello")
// @Route("/hello/{Name}", "GET")
public class Hello : IReturn, IGet, Codable
{
    public typealias Return = HelloResponse

    // @Required()
    public var name:String?

    /**
    * Optional title
    */
    public var title:String?

    required public init(){}
}

// @Route("/bookings", "GET")
public class QueryBookings : QueryDb<Booking>, IReturn
{
    public typealias Return = QueryResponse<Booking>

    public var id:Int?
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
public class CreateBooking : IReturn, IPost, Codable
{
    public typealias Return = IdResponse

    public var name:String?
    public var roomType:RoomType?
    // @ValidateGreaterThan(0)
    public var roomNumber:Int?

    public var cost:Double?
    public var bookingStartDate:Date?
    @TimeSpan public var duration:TimeInterval?
    public var tags:[String]?
    public var location:String?

    required public init(){}
}

public class DeleteBooking : IReturnVoid, IDelete, Codable
{
    public var id:Int?

    required public init(){}
}

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

public class GetEntity : IReturn, Codable
{
    public typealias Return = Entity

    public var id:Int?

    required public init(){}
}

public class HelloResponse : Codable
{
    public var result:String?

    required public init(){}
}

public class IdResponse : Codable
{
    public var id:String?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class Entity : BaseEntity
{
    public var title:String?
    public var children:[Entity]?
    @TimeSpan public var elapsed:TimeInterval?
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

public class Item : IHasName, Codable
{
    public var name:String?
    //owner:IHasName ignored. Swift doesn't support interface properties
    public var metadata:[String:String]?
    public var nested:[[String:[Item]]]?
    public var pair:KeyValuePair<String, Int>?
    public var data:[UInt8]?
    public var `is`:Bool?

    required public init(){}
}

public class KeyValuePair<TKey : Codable, TValue : Codable> : Codable
{
    public var key:TKey?
    public var value:TValue?

    required public init(){}
}

public class BaseEntity : Codable
{
    public var id:Int?

    required public init(){}
}


