import Foundation
import ServiceStack

/// A nested type inside `AllTypes`.
public class SubType: Codable {
    public var id: Int?
    public var name: String?
    required public init() {}
}

/// One property of each common .NET type.
public class AllTypes: Codable {
    public var id: Int?
    public var nullableId: Int?
    public var byte: Int?
    public var short: Int?
    public var int: Int?
    public var long: Int?
    public var uShort: Int?
    public var uInt: UInt32?
    public var uLong: UInt64?
    public var float: Float?
    public var double: Double?
    public var decimal: Double?
    public var bool: Bool?
    public var string: String?
    public var dateTime: Date?
    @TimeSpan public var timeSpan: TimeInterval?
    public var dateTimeOffset: Date?
    public var guid: String?
    public var char: String?
    public var nullableDateTime: Date?
    @TimeSpan public var nullableTimeSpan: TimeInterval?
    public var stringList: [String] = []
    public var stringArray: [String] = []
    public var stringMap: [String: String] = [:]
    public var intStringMap: [Int: String] = [:]
    public var subType: SubType?
    required public init() {}

    enum CodingKeys: String, CodingKey {
        case id, nullableId, byte, short, int, long, uShort, uInt, uLong, float, double, decimal, bool,
            string
        case dateTime, timeSpan, dateTimeOffset, guid, char, nullableDateTime, nullableTimeSpan
        case stringList, stringArray, stringMap, intStringMap, subType
    }

    public required init(from decoder: Decoder) throws {
        let c = try decoder.container(keyedBy: CodingKeys.self)
        id = try c.decodeIfPresent(Int.self, forKey: .id)
        nullableId = try c.decodeIfPresent(Int.self, forKey: .nullableId)
        byte = try c.decodeIfPresent(Int.self, forKey: .byte)
        short = try c.decodeIfPresent(Int.self, forKey: .short)
        int = try c.decodeIfPresent(Int.self, forKey: .int)
        long = try c.decodeIfPresent(Int.self, forKey: .long)
        uShort = try c.decodeIfPresent(Int.self, forKey: .uShort)
        uInt = try c.decodeIfPresent(UInt32.self, forKey: .uInt)
        uLong = try c.decodeIfPresent(UInt64.self, forKey: .uLong)
        float = try c.decodeIfPresent(Float.self, forKey: .float)
        double = try c.decodeIfPresent(Double.self, forKey: .double)
        decimal = try c.decodeIfPresent(Double.self, forKey: .decimal)
        bool = try c.decodeIfPresent(Bool.self, forKey: .bool)
        string = try c.decodeIfPresent(String.self, forKey: .string)
        dateTime = try c.decodeIfPresent(Date.self, forKey: .dateTime)
        timeSpan = try c.decode(TimeSpan.self, forKey: .timeSpan).wrappedValue
        dateTimeOffset = try c.decodeIfPresent(Date.self, forKey: .dateTimeOffset)
        guid = try c.decodeIfPresent(String.self, forKey: .guid)
        char = try c.decodeIfPresent(String.self, forKey: .char)
        nullableDateTime = try c.decodeIfPresent(Date.self, forKey: .nullableDateTime)
        nullableTimeSpan = try c.decode(TimeSpan.self, forKey: .nullableTimeSpan).wrappedValue
        stringList = try c.decodeIfPresent([String].self, forKey: .stringList) ?? []
        stringArray = try c.decodeIfPresent([String].self, forKey: .stringArray) ?? []
        stringMap = try c.decodeIfPresent([String: String].self, forKey: .stringMap) ?? [:]
        intStringMap = try c.decodeIfPresent([Int: String].self, forKey: .intStringMap) ?? [:]
        subType = try c.decodeIfPresent(SubType.self, forKey: .subType)
    }

    public func encode(to encoder: Encoder) throws {
        var c = encoder.container(keyedBy: CodingKeys.self)
        try c.encodeIfPresent(id, forKey: .id)
        try c.encodeIfPresent(nullableId, forKey: .nullableId)
        try c.encodeIfPresent(byte, forKey: .byte)
        try c.encodeIfPresent(short, forKey: .short)
        try c.encodeIfPresent(int, forKey: .int)
        try c.encodeIfPresent(long, forKey: .long)
        try c.encodeIfPresent(uShort, forKey: .uShort)
        try c.encodeIfPresent(uInt, forKey: .uInt)
        try c.encodeIfPresent(uLong, forKey: .uLong)
        try c.encodeIfPresent(float, forKey: .float)
        try c.encodeIfPresent(double, forKey: .double)
        try c.encodeIfPresent(decimal, forKey: .decimal)
        try c.encodeIfPresent(bool, forKey: .bool)
        try c.encodeIfPresent(string, forKey: .string)
        try c.encodeIfPresent(dateTime, forKey: .dateTime)
        try c.encode(TimeSpan(wrappedValue: timeSpan), forKey: .timeSpan)
        try c.encodeIfPresent(dateTimeOffset, forKey: .dateTimeOffset)
        try c.encodeIfPresent(guid, forKey: .guid)
        try c.encodeIfPresent(char, forKey: .char)
        try c.encodeIfPresent(nullableDateTime, forKey: .nullableDateTime)
        try c.encode(TimeSpan(wrappedValue: nullableTimeSpan), forKey: .nullableTimeSpan)
        try c.encode(stringList, forKey: .stringList)
        try c.encode(stringArray, forKey: .stringArray)
        try c.encode(stringMap, forKey: .stringMap)
        try c.encode(intStringMap, forKey: .intStringMap)
        try c.encodeIfPresent(subType, forKey: .subType)
    }
}

/// Collections of common types.
public class AllCollectionTypes: Codable {
    public var intArray: [Int] = []
    public var intList: [Int] = []
    public var stringArray: [String] = []
    public var stringList: [String] = []
    public var byteArray: Data?
    public var dateTimeList: [Date] = []
    public var subTypeList: [SubType] = []
    public var stringMap: [String: String] = [:]
    public var intStringMap: [Int: String] = [:]
    required public init() {}
}
