import Foundation
import ServiceStack

/// A nested type inside `AllTypes`.
public class SubType: Codable {
    public var id: Int?
    public var name: String?
    required public init() {}
}

/// A plain nested type of `AllCollectionTypes`.
public class Poco: Codable {
    public var name: String?
    required public init() {}
    /// Creates a named poco.
    public init(name: String) { self.name = name }
}

/// .NET's `KeyValuePair<TKey, TValue>`.
public class KeyValuePair<TKey: Codable, TValue: Codable>: Codable {
    public var key: TKey?
    public var value: TValue?
    required public init() {}
}

/// One property of each common .NET type; echoed back by its service.
public class AllTypes: IReturn, Codable {
    public typealias Return = AllTypes
    public var id: Int?
    public var nullableId: Int?
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
    public var keyValuePair: KeyValuePair<String, String>?
    public var nullableDateTime: Date?
    @TimeSpan public var nullableTimeSpan: TimeInterval?
    public var stringList: [String] = []
    public var stringArray: [String] = []
    public var stringMap: [String: String] = [:]
    public var intStringMap: [Int: String] = [:]
    public var subType: SubType?
    required public init() {}
}

/// Collections of common types; echoed back by its service.
public class AllCollectionTypes: IReturn, Codable {
    public typealias Return = AllCollectionTypes
    public var intArray: [Int] = []
    public var intList: [Int] = []
    public var stringArray: [String] = []
    public var stringList: [String] = []
    public var floatArray: [Float] = []
    public var doubleList: [Double] = []
    public var byteArray: [UInt8] = []
    public var charArray: [String] = []
    public var decimalList: [Double] = []
    public var pocoArray: [Poco] = []
    public var pocoList: [Poco] = []
    public var pocoLookup: [String: [Poco]] = [:]
    public var pocoLookupMap: [String: [[String: Poco]]] = [:]
    required public init() {}
}
