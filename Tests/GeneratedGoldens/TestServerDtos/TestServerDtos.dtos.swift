/* Options:
Date: 2025-01-02 03:04:05
SwiftVersion: 6.0
Version: 8.91
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: http://localhost

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
//InitializeCollections: True
//TreatTypesAsStrings: 
//DefaultImports: Foundation,ServiceStack
*/

import Foundation
import ServiceStack

// @Route("/hello")
// @Route("/hello/{Name}")
public class Hello : IReturn, Codable
{
    public typealias Return = HelloResponse

    public var name:String?
    public var title:String?

    required public init(){}
}

public class HelloReturnVoid : IReturnVoid, Codable
{
    public var id:Int?

    required public init(){}
}

// @Route("/all-types")
public class HelloAllTypes : IReturn, Codable
{
    public typealias Return = HelloAllTypesResponse

    public var name:String?
    public var allTypes:AllTypes?
    public var allCollectionTypes:AllCollectionTypes?

    required public init(){}
}

public class AllTypes : IReturn, Codable
{
    public typealias Return = AllTypes

    public var id:Int?
    public var nullableId:Int?
    public var byte:UInt8?
    public var short:Int16?
    public var int:Int?
    public var long:Int?
    public var uShort:UInt16?
    public var uInt:UInt32?
    public var uLong:UInt64?
    public var float:Float?
    public var double:Double?
    public var decimal:Double?
    public var string:String?
    public var dateTime:Date?
    @TimeSpan public var timeSpan:TimeInterval?
    public var dateTimeOffset:Date?
    public var guid:String?
    public var char:String?
    public var keyValuePair:KeyValuePair<String, String>?
    public var nullableDateTime:Date?
    @TimeSpan public var nullableTimeSpan:TimeInterval?
    public var stringList:[String] = []
    public var stringArray:[String] = []
    public var stringMap:[String:String] = [:]
    public var intStringMap:[Int:String] = [:]
    public var subType:SubType?

    required public init(){}

    private enum CodingKeys : String, CodingKey {
        case id
        case nullableId
        case byte
        case short
        case int
        case long
        case uShort
        case uInt
        case uLong
        case float
        case double
        case decimal
        case string
        case dateTime
        case timeSpan
        case dateTimeOffset
        case guid
        case char
        case keyValuePair
        case nullableDateTime
        case nullableTimeSpan
        case stringList
        case stringArray
        case stringMap
        case intStringMap
        case subType
    }

    required public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        nullableId = try container.decodeIfPresent(Int.self, forKey: .nullableId)
        byte = try container.decodeIfPresent(UInt8.self, forKey: .byte)
        short = try container.decodeIfPresent(Int16.self, forKey: .short)
        int = try container.decodeIfPresent(Int.self, forKey: .int)
        long = try container.decodeIfPresent(Int.self, forKey: .long)
        uShort = try container.decodeIfPresent(UInt16.self, forKey: .uShort)
        uInt = try container.decodeIfPresent(UInt32.self, forKey: .uInt)
        uLong = try container.decodeIfPresent(UInt64.self, forKey: .uLong)
        float = try container.decodeIfPresent(Float.self, forKey: .float)
        double = try container.decodeIfPresent(Double.self, forKey: .double)
        decimal = try container.decodeIfPresent(Double.self, forKey: .decimal)
        string = try container.decodeIfPresent(String.self, forKey: .string)
        dateTime = try container.decodeIfPresent(Date.self, forKey: .dateTime)
        timeSpan = try container.convertIfPresent(TimeInterval.self, forKey: .timeSpan)
        dateTimeOffset = try container.decodeIfPresent(Date.self, forKey: .dateTimeOffset)
        guid = try container.decodeIfPresent(String.self, forKey: .guid)
        char = try container.decodeIfPresent(String.self, forKey: .char)
        keyValuePair = try container.decodeIfPresent(KeyValuePair<String, String>.self, forKey: .keyValuePair)
        nullableDateTime = try container.decodeIfPresent(Date.self, forKey: .nullableDateTime)
        nullableTimeSpan = try container.convertIfPresent(TimeInterval.self, forKey: .nullableTimeSpan)
        stringList = try container.decodeIfPresent([String].self, forKey: .stringList) ?? []
        stringArray = try container.decodeIfPresent([String].self, forKey: .stringArray) ?? []
        stringMap = try container.decodeIfPresent([String:String].self, forKey: .stringMap) ?? [:]
        intStringMap = try container.decodeIfPresent([Int:String].self, forKey: .intStringMap) ?? [:]
        subType = try container.decodeIfPresent(SubType.self, forKey: .subType)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if id != nil { try container.encode(id, forKey: .id) }
        if nullableId != nil { try container.encode(nullableId, forKey: .nullableId) }
        if byte != nil { try container.encode(byte, forKey: .byte) }
        if short != nil { try container.encode(short, forKey: .short) }
        if int != nil { try container.encode(int, forKey: .int) }
        if long != nil { try container.encode(long, forKey: .long) }
        if uShort != nil { try container.encode(uShort, forKey: .uShort) }
        if uInt != nil { try container.encode(uInt, forKey: .uInt) }
        if uLong != nil { try container.encode(uLong, forKey: .uLong) }
        if float != nil { try container.encode(float, forKey: .float) }
        if double != nil { try container.encode(double, forKey: .double) }
        if decimal != nil { try container.encode(decimal, forKey: .decimal) }
        if string != nil { try container.encode(string, forKey: .string) }
        if dateTime != nil { try container.encode(dateTime, forKey: .dateTime) }
        if timeSpan != nil { try container.encode(timeSpan, forKey: .timeSpan) }
        if dateTimeOffset != nil { try container.encode(dateTimeOffset, forKey: .dateTimeOffset) }
        if guid != nil { try container.encode(guid, forKey: .guid) }
        if char != nil { try container.encode(char, forKey: .char) }
        if keyValuePair != nil { try container.encode(keyValuePair, forKey: .keyValuePair) }
        if nullableDateTime != nil { try container.encode(nullableDateTime, forKey: .nullableDateTime) }
        if nullableTimeSpan != nil { try container.encode(nullableTimeSpan, forKey: .nullableTimeSpan) }
        if stringList.count > 0 { try container.encode(stringList, forKey: .stringList) }
        if stringArray.count > 0 { try container.encode(stringArray, forKey: .stringArray) }
        if stringMap.count > 0 { try container.encode(stringMap, forKey: .stringMap) }
        if intStringMap.count > 0 { try container.encode(intStringMap, forKey: .intStringMap) }
        if subType != nil { try container.encode(subType, forKey: .subType) }
    }
}

public class AllCollectionTypes : IReturn, Codable
{
    public typealias Return = AllCollectionTypes

    public var intArray:[Int] = []
    public var intList:[Int] = []
    public var stringArray:[String] = []
    public var stringList:[String] = []
    public var floatArray:[Float] = []
    public var doubleList:[Double] = []
    public var byteArray:[UInt8] = []
    public var charArray:[String] = []
    public var decimalList:[Double] = []
    public var pocoArray:[Poco] = []
    public var pocoList:[Poco] = []
    public var pocoLookup:[String:[Poco]] = [:]
    public var pocoLookupMap:[String:[[String:Poco]]] = [:]

    required public init(){}

    private enum CodingKeys : String, CodingKey {
        case intArray
        case intList
        case stringArray
        case stringList
        case floatArray
        case doubleList
        case byteArray
        case charArray
        case decimalList
        case pocoArray
        case pocoList
        case pocoLookup
        case pocoLookupMap
    }

    required public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        intArray = try container.decodeIfPresent([Int].self, forKey: .intArray) ?? []
        intList = try container.decodeIfPresent([Int].self, forKey: .intList) ?? []
        stringArray = try container.decodeIfPresent([String].self, forKey: .stringArray) ?? []
        stringList = try container.decodeIfPresent([String].self, forKey: .stringList) ?? []
        floatArray = try container.decodeIfPresent([Float].self, forKey: .floatArray) ?? []
        doubleList = try container.decodeIfPresent([Double].self, forKey: .doubleList) ?? []
        byteArray = try container.decodeIfPresent([UInt8].self, forKey: .byteArray) ?? []
        charArray = try container.decodeIfPresent([String].self, forKey: .charArray) ?? []
        decimalList = try container.decodeIfPresent([Double].self, forKey: .decimalList) ?? []
        pocoArray = try container.decodeIfPresent([Poco].self, forKey: .pocoArray) ?? []
        pocoList = try container.decodeIfPresent([Poco].self, forKey: .pocoList) ?? []
        pocoLookup = try container.decodeIfPresent([String:[Poco]].self, forKey: .pocoLookup) ?? [:]
        pocoLookupMap = try container.decodeIfPresent([String:[[String:Poco]]].self, forKey: .pocoLookupMap) ?? [:]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if intArray.count > 0 { try container.encode(intArray, forKey: .intArray) }
        if intList.count > 0 { try container.encode(intList, forKey: .intList) }
        if stringArray.count > 0 { try container.encode(stringArray, forKey: .stringArray) }
        if stringList.count > 0 { try container.encode(stringList, forKey: .stringList) }
        if floatArray.count > 0 { try container.encode(floatArray, forKey: .floatArray) }
        if doubleList.count > 0 { try container.encode(doubleList, forKey: .doubleList) }
        if byteArray.count > 0 { try container.encode(byteArray, forKey: .byteArray) }
        if charArray.count > 0 { try container.encode(charArray, forKey: .charArray) }
        if decimalList.count > 0 { try container.encode(decimalList, forKey: .decimalList) }
        if pocoArray.count > 0 { try container.encode(pocoArray, forKey: .pocoArray) }
        if pocoList.count > 0 { try container.encode(pocoList, forKey: .pocoList) }
        if pocoLookup.count > 0 { try container.encode(pocoLookup, forKey: .pocoLookup) }
        if pocoLookupMap.count > 0 { try container.encode(pocoLookupMap, forKey: .pocoLookupMap) }
    }
}

// @Route("/echo/types")
public class EchoTypes : IReturn, Codable
{
    public typealias Return = EchoTypes

    public var byte:UInt8?
    public var short:Int16?
    public var int:Int?
    public var long:Int?
    public var uShort:UInt16?
    public var uInt:UInt32?
    public var uLong:UInt64?
    public var float:Float?
    public var double:Double?
    public var decimal:Double?
    public var string:String?
    public var dateTime:Date?
    @TimeSpan public var timeSpan:TimeInterval?
    public var dateTimeOffset:Date?
    public var guid:String?
    public var char:String?

    required public init(){}

    private enum CodingKeys : String, CodingKey {
        case byte
        case short
        case int
        case long
        case uShort
        case uInt
        case uLong
        case float
        case double
        case decimal
        case string
        case dateTime
        case timeSpan
        case dateTimeOffset
        case guid
        case char
    }

    required public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        byte = try container.decodeIfPresent(UInt8.self, forKey: .byte)
        short = try container.decodeIfPresent(Int16.self, forKey: .short)
        int = try container.decodeIfPresent(Int.self, forKey: .int)
        long = try container.decodeIfPresent(Int.self, forKey: .long)
        uShort = try container.decodeIfPresent(UInt16.self, forKey: .uShort)
        uInt = try container.decodeIfPresent(UInt32.self, forKey: .uInt)
        uLong = try container.decodeIfPresent(UInt64.self, forKey: .uLong)
        float = try container.decodeIfPresent(Float.self, forKey: .float)
        double = try container.decodeIfPresent(Double.self, forKey: .double)
        decimal = try container.decodeIfPresent(Double.self, forKey: .decimal)
        string = try container.decodeIfPresent(String.self, forKey: .string)
        dateTime = try container.decodeIfPresent(Date.self, forKey: .dateTime)
        timeSpan = try container.convertIfPresent(TimeInterval.self, forKey: .timeSpan)
        dateTimeOffset = try container.decodeIfPresent(Date.self, forKey: .dateTimeOffset)
        guid = try container.decodeIfPresent(String.self, forKey: .guid)
        char = try container.decodeIfPresent(String.self, forKey: .char)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if byte != nil { try container.encode(byte, forKey: .byte) }
        if short != nil { try container.encode(short, forKey: .short) }
        if int != nil { try container.encode(int, forKey: .int) }
        if long != nil { try container.encode(long, forKey: .long) }
        if uShort != nil { try container.encode(uShort, forKey: .uShort) }
        if uInt != nil { try container.encode(uInt, forKey: .uInt) }
        if uLong != nil { try container.encode(uLong, forKey: .uLong) }
        if float != nil { try container.encode(float, forKey: .float) }
        if double != nil { try container.encode(double, forKey: .double) }
        if decimal != nil { try container.encode(decimal, forKey: .decimal) }
        if string != nil { try container.encode(string, forKey: .string) }
        if dateTime != nil { try container.encode(dateTime, forKey: .dateTime) }
        if timeSpan != nil { try container.encode(timeSpan, forKey: .timeSpan) }
        if dateTimeOffset != nil { try container.encode(dateTimeOffset, forKey: .dateTimeOffset) }
        if guid != nil { try container.encode(guid, forKey: .guid) }
        if char != nil { try container.encode(char, forKey: .char) }
    }
}

public class HelloDateTime : IReturn, Codable
{
    public typealias Return = HelloDateTime

    public var dateTime:Date?

    required public init(){}

    private enum CodingKeys : String, CodingKey {
        case dateTime
    }

    required public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dateTime = try container.decodeIfPresent(Date.self, forKey: .dateTime)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if dateTime != nil { try container.encode(dateTime, forKey: .dateTime) }
    }
}

public class TestDateTime : IReturn, Codable
{
    public typealias Return = TestDateTime

    public var dateTime:Date?

    required public init(){}

    private enum CodingKeys : String, CodingKey {
        case dateTime
    }

    required public init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        dateTime = try container.decodeIfPresent(Date.self, forKey: .dateTime)
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        if dateTime != nil { try container.encode(dateTime, forKey: .dateTime) }
    }
}

public class SendDefault : IReturn, Codable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    required public init(){}
}

// @Route("/sendrestget/{Id}", "GET")
public class SendRestGet : IReturn, IGet, Codable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    required public init(){}
}

public class SendGet : IReturn, IGet, Codable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    required public init(){}
}

public class SendPost : IReturn, IPost, Codable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    required public init(){}
}

public class SendPut : IReturn, IPut, Codable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    required public init(){}
}

// @Route("/echo/query")
public class EchoQuery : IReturn, Codable
{
    public typealias Return = EchoQueryResponse

    required public init(){}
}

// @Route("/throwhttperror/{Status}")
public class ThrowHttpError : IReturn, Codable
{
    public typealias Return = ThrowHttpErrorResponse

    public var status:Int?
    public var message:String?

    required public init(){}
}

// @Route("/throw404")
// @Route("/throw404/{Message}")
// @Route("/throw/404", "GET")
public class Throw404 : IReturn, Codable
{
    public typealias Return = ErrorResponse

    public var message:String?

    required public init(){}
}

// @Route("/throwcustom400")
// @Route("/throwcustom400/{Message}")
public class ThrowCustom400 : IReturn, Codable
{
    public typealias Return = ErrorResponse

    public var message:String?

    required public init(){}
}

// @Route("/throw/{Type}")
public class ThrowType : IReturn, Codable
{
    public typealias Return = ThrowTypeResponse

    public var type:String?
    public var message:String?

    required public init(){}
}

// @Route("/throwvalidation")
public class ThrowValidation : IReturn, Codable
{
    public typealias Return = ThrowValidationResponse

    public var age:Int?
    public var required:String?
    public var email:String?

    required public init(){}
}

public class TestFileUploads : IReturn, Codable
{
    public typealias Return = TestFileUploadsResponse

    public var id:Int?
    public var refId:String?

    required public init(){}
}

public class SpeechToText : IReturn, Codable
{
    public typealias Return = TextGenerationResponse

    public var audio:String?
    public var refId:String?
    public var tag:String?

    required public init(){}
}

// @Route("/auth", "GET,POST")
// @Route("/auth/{provider}", "GET,POST")
public class Authenticate : IReturn, IPost, Codable
{
    public typealias Return = AuthenticateResponse

    public var provider:String?
    public var userName:String?
    public var password:String?
    public var rememberMe:Bool?
    public var accessToken:String?
    public var accessTokenSecret:String?
    public var returnUrl:String?
    public var errorView:String?
    public var meta:[String:String] = [:]

    required public init(){}
}

// @Route("/access-token")
public class GetAccessToken : IReturn, IPost, Codable
{
    public typealias Return = GetAccessTokenResponse

    public var refreshToken:String?
    public var useTokenCookie:Bool?
    public var meta:[String:String] = [:]

    required public init(){}
}

// @Route("/secured")
public class Secured : IReturn, Codable
{
    public typealias Return = SecuredResponse

    public var name:String?

    required public init(){}
}

// @Route("/jwt-invalidate")
public class InvalidateLastAccessToken : IReturn, IPost, Codable
{
    public typealias Return = EmptyResponse

    required public init(){}
}

public class ExpireAccessTokens : IReturn, IPost, Codable
{
    public typealias Return = EmptyResponse

    required public init(){}
}

// @Route("/channels/{Channel}/chat")
public class PostChatToChannel : IReturn, IPost, Codable
{
    public typealias Return = ChatMessage

    public var from:String?
    public var toUserId:String?
    public var channel:String?
    public var message:String?
    public var selector:String?

    required public init(){}
}

// @Route("/channels/{Channel}/raw")
public class PostRawToChannel : IReturnVoid, IPost, Codable
{
    public var from:String?
    public var toUserId:String?
    public var channel:String?
    public var message:String?
    public var selector:String?

    required public init(){}
}

// @Route("/channels/{Channel}/object")
public class PostObjectToChannel : IReturnVoid, IPost, Codable
{
    public var toUserId:String?
    public var channel:String?
    public var selector:String?
    public var customType:CustomType?
    public var setterType:SetterType?

    required public init(){}
}

// @Route("/reset-serverevents")
public class ResetServerEvents : IReturnVoid, IPost, Codable
{
    required public init(){}
}

// @Route("/rockstars", "GET")
public class QueryRockstars : QueryDb<Rockstar>, IReturn
{
    public typealias Return = QueryResponse<Rockstar>

    required public init(){ super.init() }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
    }
}

public class CreateRockstarWithReturn : IReturn, IPost, Codable
{
    public typealias Return = RockstarWithIdAndResultResponse

    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    required public init(){}
}

public class UpdateRockstar : IReturn, IPut, Codable
{
    public typealias Return = EmptyResponse

    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    required public init(){}
}

public class PatchRockstar : IReturn, IPatch, Codable
{
    public typealias Return = EmptyResponse

    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    required public init(){}
}

public class DeleteRockstar : IReturn, IDelete, Codable
{
    public typealias Return = EmptyResponse

    public var id:Int?

    required public init(){}
}

public class HelloResponse : Codable
{
    public var result:String?

    required public init(){}
}

public class HelloAllTypesResponse : Codable
{
    public var result:String?
    public var allTypes:AllTypes?
    public var allCollectionTypes:AllCollectionTypes?

    required public init(){}
}

public class SendVerbResponse : Codable
{
    public var id:Int?
    public var pathInfo:String?
    public var requestMethod:String?

    required public init(){}
}

public class EchoQueryResponse : Codable
{
    public var method:String?
    public var pathInfo:String?
    public var query:[NameValue] = []
    public var headers:[NameValue] = []
    public var cookies:[String:String] = [:]
    public var formFields:[NameValue] = []
    public var body:String?

    required public init(){}
}

public class ThrowHttpErrorResponse : Codable
{
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class ThrowTypeResponse : Codable
{
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class ThrowValidationResponse : Codable
{
    public var age:Int?
    public var required:String?
    public var email:String?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class TestFileUploadsResponse : Codable
{
    public var id:Int?
    public var refId:String?
    public var fileName:String?
    public var contentLength:Int?
    public var contentType:String?
    public var contents:String?
    public var files:[UploadInfo] = []
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class TextGenerationResponse : Codable
{
    public var results:[TextOutput] = []
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class AuthenticateResponse : IHasSessionId, IHasBearerToken, Codable
{
    public var userId:String?
    public var sessionId:String?
    public var userName:String?
    public var displayName:String?
    public var referrerUrl:String?
    public var bearerToken:String?
    public var refreshToken:String?
    public var refreshTokenExpiry:Date?
    public var profileUrl:String?
    public var roles:[String] = []
    public var permissions:[String] = []
    public var authProvider:String?
    public var responseStatus:ResponseStatus?
    public var meta:[String:String] = [:]

    required public init(){}
}

public class GetAccessTokenResponse : Codable
{
    public var accessToken:String?
    public var meta:[String:String] = [:]
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class SecuredResponse : Codable
{
    public var result:String?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class ChatMessage : Codable
{
    public var id:Int?
    public var channel:String?
    public var fromUserId:String?
    public var fromName:String?
    public var displayName:String?
    public var message:String?
    public var userAuthId:String?
    public var isPrivate:Bool?

    required public init(){}
}

public class RockstarWithIdAndResultResponse : Codable
{
    public var id:Int?
    public var result:Rockstar?
    public var responseStatus:ResponseStatus?

    required public init(){}
}

public class KeyValuePair<TKey : Codable, TValue : Codable> : Codable
{
    public var key:TKey?
    public var value:TValue?

    required public init(){}
}

public class SubType : Codable
{
    public var id:Int?
    public var name:String?

    required public init(){}
}

public class Poco : Codable
{
    public var name:String?

    required public init(){}
}

public class NameValue : Codable
{
    public var name:String?
    public var value:String?

    required public init(){}
}

public class UploadInfo : Codable
{
    public var name:String?
    public var fileName:String?
    public var contentLength:Int?
    public var contentType:String?
    public var contents:String?

    required public init(){}
}

public class TextOutput : Codable
{
    public var text:String?

    required public init(){}
}

public class CustomType : Codable
{
    public var id:Int?
    public var name:String?

    required public init(){}
}

public class SetterType : Codable
{
    public var id:Int?
    public var name:String?

    required public init(){}
}

public class Rockstar : Codable
{
    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    required public init(){}
}


