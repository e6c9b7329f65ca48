import Foundation
import ServiceStack

/// A nested type inside `AllTypes`.
package class SubType: Codable {
    package var id: Int?
    package var name: String?
    required package init() {}
}

/// A plain nested type of `AllCollectionTypes`.
package class Poco: Codable {
    package var name: String?
    required package init() {}
    /// Creates a named poco.
    package init(name: String) { self.name = name }
}

/// .NET's `KeyValuePair<TKey, TValue>`.
package class KeyValuePair<TKey: Codable, TValue: Codable>: Codable {
    package var key: TKey?
    package var value: TValue?
    required package init() {}
}

/// One property of each common .NET type; echoed back by its service.
package class AllTypes: IReturn, Codable {
    package typealias Return = AllTypes
    package var id: Int?
    package var nullableId: Int?
    package var byte: UInt8?
    package var short: Int16?
    package var int: Int?
    package var long: Int?
    package var uShort: UInt16?
    package var uInt: UInt32?
    package var uLong: UInt64?
    package var float: Float?
    package var double: Double?
    package var decimal: Double?
    package var string: String?
    package var dateTime: Date?
    @TimeSpan package var timeSpan: TimeInterval?
    package var dateTimeOffset: Date?
    package var guid: String?
    package var char: String?
    package var keyValuePair: KeyValuePair<String, String>?
    package var nullableDateTime: Date?
    @TimeSpan package var nullableTimeSpan: TimeInterval?
    package var stringList: [String] = []
    package var stringArray: [String] = []
    package var stringMap: [String: String] = [:]
    package var intStringMap: [Int: String] = [:]
    package var subType: SubType?
    required package init() {}
}

/// Collections of common types; echoed back by its service.
package class AllCollectionTypes: IReturn, Codable {
    package typealias Return = AllCollectionTypes
    package var intArray: [Int] = []
    package var intList: [Int] = []
    package var stringArray: [String] = []
    package var stringList: [String] = []
    package var floatArray: [Float] = []
    package var doubleList: [Double] = []
    package var byteArray: [UInt8] = []
    package var charArray: [String] = []
    package var decimalList: [Double] = []
    package var pocoArray: [Poco] = []
    package var pocoList: [Poco] = []
    package var pocoLookup: [String: [Poco]] = [:]
    package var pocoLookupMap: [String: [[String: Poco]]] = [:]
    required package init() {}
}
