import Foundation
import ServiceStack

/// Echoes every common type back.
package class HelloAllTypes: IReturn, Codable {
    package typealias Return = HelloAllTypesResponse
    package var name: String?
    package var allTypes: AllTypes?
    package var allCollectionTypes: AllCollectionTypes?
    required package init() {}
}

/// The echo of `HelloAllTypes`.
package class HelloAllTypesResponse: Codable {
    package var result: String?
    package var allTypes: AllTypes?
    package var allCollectionTypes: AllCollectionTypes?
    required package init() {}
}

/// Echoes scalar types (sent as a query string with GET).
package class EchoTypes: IReturn, Codable {
    package typealias Return = EchoTypes
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
    required package init() {}
}

/// Echoes a date.
package class HelloDateTime: IReturn, Codable {
    package typealias Return = HelloDateTime
    package var dateTime: Date?
    required package init() {}
}

/// Echoes a date (a Swift-side alias of `HelloDateTime` that client tests use).
package class TestDateTime: IReturn, Codable {
    package typealias Return = TestDateTime
    package var dateTime: Date?
    required package init() {}
}
