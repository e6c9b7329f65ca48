import Foundation
import ServiceStack

/// A request DTO with one field of each type request binding converts to.
struct BindingProbe: Codable {
    enum Kind: String, Codable {
        case first, second
    }

    struct Nested: Codable {
        var id: Int?
        var name: String?
        var children: [Nested]?
    }

    var int: Int?
    var int8: Int8?
    var int16: Int16?
    var int32: Int32?
    var int64: Int64?
    var uInt: UInt?
    var uInt8: UInt8?
    var uInt16: UInt16?
    var uInt32: UInt32?
    var uInt64: UInt64?
    var float: Float?
    var double: Double?
    var decimal: Decimal?
    var bool: Bool?
    var string: String?
    var date: Date?
    @TimeSpan var timeSpan: TimeInterval?
    var bytes: [UInt8]?
    var url: URL?
    var uuid: UUID?
    var kind: Kind?
    var ints: [Int]?
    var strings: [String]?
    var map: [String: Double]?
    var intMap: [Int: String]?
    var dates: [Date]?
    var nested: Nested?
    var nestedList: [Nested]?

    /// Every field name, so one text value can be offered to all of them.
    static let fieldNames = [
        "int", "int8", "int16", "int32", "int64", "uInt", "uInt8", "uInt16", "uInt32", "uInt64", "float", "double",
        "decimal", "bool", "string", "date", "timeSpan", "bytes", "url", "uuid", "kind", "ints", "strings", "map",
        "intMap", "dates", "nested", "nestedList",
    ]
}
