import Foundation
import ServiceStack

/// Echoes every common type back.
public class HelloAllTypes: IReturn, Codable {
    public typealias Return = HelloAllTypesResponse
    public var name: String?
    public var allTypes: AllTypes?
    public var allCollectionTypes: AllCollectionTypes?
    required public init() {}
}

/// The echo of `HelloAllTypes`.
public class HelloAllTypesResponse: Codable {
    public var result: String?
    public var allTypes: AllTypes?
    public var allCollectionTypes: AllCollectionTypes?
    required public init() {}
}

/// Echoes scalar types (sent as a query string with GET).
public class EchoTypes: IReturn, Codable {
    public typealias Return = EchoTypes
    public var byte: Int?
    public var short: Int?
    public var int: Int?
    public var long: Int?
    public var uShort: Int?
    public var uInt: UInt32?
    public var uLong: UInt64?
    public var float: Float?
    public var double: Double?
    public var string: String?
    public var bool: Bool?
    required public init() {}
}

/// Echoes a date.
public class TestDateTime: IReturn, Codable {
    public typealias Return = TestDateTime
    public var dateTime: Date?
    required public init() {}
}
