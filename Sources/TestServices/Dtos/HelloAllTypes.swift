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
    public var byte: UInt8?
    public var short: Int16?
    public var int: Int?
    public var long: Int?
    public var uShort: UInt16?
    public var uInt: UInt32?
    public var uLong: UInt64?
    public var float: Float?
    public var double: Double?
    public var decimal: Double?
    public var string: String?
    public var dateTime: Date?
    @TimeSpan public var timeSpan: TimeInterval?
    public var dateTimeOffset: Date?
    public var guid: String?
    public var char: String?
    required public init() {}
}

/// Echoes a date.
public class HelloDateTime: IReturn, Codable {
    public typealias Return = HelloDateTime
    public var dateTime: Date?
    required public init() {}
}

/// Echoes a date (a Swift-side alias of `HelloDateTime` that client tests use).
public class TestDateTime: IReturn, Codable {
    public typealias Return = TestDateTime
    public var dateTime: Date?
    required public init() {}
}
