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
UseStructs: True
AddIdentityConformances: True
*/

import Foundation
import ServiceStack

// @Route("/hello")
// @Route("/hello/{Name}")
nonisolated public struct Hello : IReturn, Codable, Sendable
{
    public typealias Return = HelloResponse

    public var name:String?
    public var title:String?

    public init(){}
}

nonisolated public struct HelloReturnVoid : IReturnVoid, Codable, Sendable
{
    public var id:Int?

    public init(){}
}

nonisolated extension HelloReturnVoid : Identifiable, Equatable, Hashable
{
    public static func == (lhs: HelloReturnVoid, rhs: HelloReturnVoid) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// @Route("/all-types")
nonisolated public struct HelloAllTypes : IReturn, Codable, Sendable
{
    public typealias Return = HelloAllTypesResponse

    public var name:String?
    public var allTypes:AllTypes?
    public var allCollectionTypes:AllCollectionTypes?

    public init(){}
}

nonisolated public struct AllTypes : IReturn, Codable, Sendable
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
    private var _timeSpan = TimeSpan(wrappedValue: nil)
    public var timeSpan:TimeInterval? { get { _timeSpan.wrappedValue } set { _timeSpan.wrappedValue = newValue } }
    public var dateTimeOffset:Date?
    public var guid:String?
    public var char:String?
    public var keyValuePair:KeyValuePair<String, String>?
    public var nullableDateTime:Date?
    private var _nullableTimeSpan = TimeSpan(wrappedValue: nil)
    public var nullableTimeSpan:TimeInterval? { get { _nullableTimeSpan.wrappedValue } set { _nullableTimeSpan.wrappedValue = newValue } }
    public var stringList:[String] = []
    public var stringArray:[String] = []
    public var stringMap:[String:String] = [:]
    public var intStringMap:[Int:String] = [:]
    public var subType:SubType?

    public init(){}

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
        case _timeSpan = "timeSpan"
        case dateTimeOffset
        case guid
        case char
        case keyValuePair
        case nullableDateTime
        case _nullableTimeSpan = "nullableTimeSpan"
        case stringList
        case stringArray
        case stringMap
        case intStringMap
        case subType
    }
}

nonisolated extension AllTypes : Identifiable, Equatable, Hashable
{
    public static func == (lhs: AllTypes, rhs: AllTypes) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct AllCollectionTypes : IReturn, Codable, Sendable
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

    public init(){}
}

// @Route("/echo/types")
nonisolated public struct EchoTypes : IReturn, Codable, Sendable
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
    private var _timeSpan = TimeSpan(wrappedValue: nil)
    public var timeSpan:TimeInterval? { get { _timeSpan.wrappedValue } set { _timeSpan.wrappedValue = newValue } }
    public var dateTimeOffset:Date?
    public var guid:String?
    public var char:String?

    public init(){}

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
        case _timeSpan = "timeSpan"
        case dateTimeOffset
        case guid
        case char
    }
}

nonisolated public struct HelloDateTime : IReturn, Codable, Sendable
{
    public typealias Return = HelloDateTime

    public var dateTime:Date?

    public init(){}
}

nonisolated public struct TestDateTime : IReturn, Codable, Sendable
{
    public typealias Return = TestDateTime

    public var dateTime:Date?

    public init(){}
}

nonisolated public struct SendDefault : IReturn, Codable, Sendable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    public init(){}
}

nonisolated extension SendDefault : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendDefault, rhs: SendDefault) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// @Route("/sendrestget/{Id}", "GET")
nonisolated public struct SendRestGet : IReturn, IGet, Codable, Sendable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    public init(){}
}

nonisolated extension SendRestGet : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendRestGet, rhs: SendRestGet) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct SendGet : IReturn, IGet, Codable, Sendable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    public init(){}
}

nonisolated extension SendGet : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendGet, rhs: SendGet) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct SendPost : IReturn, IPost, Codable, Sendable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    public init(){}
}

nonisolated extension SendPost : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendPost, rhs: SendPost) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct SendPut : IReturn, IPut, Codable, Sendable
{
    public typealias Return = SendVerbResponse

    public var id:Int?

    public init(){}
}

nonisolated extension SendPut : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendPut, rhs: SendPut) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// @Route("/echo/query")
nonisolated public struct EchoQuery : IReturn, Codable, Sendable
{
    public typealias Return = EchoQueryResponse

    public init(){}
}

// @Route("/throwhttperror/{Status}")
nonisolated public struct ThrowHttpError : IReturn, Codable, Sendable
{
    public typealias Return = ThrowHttpErrorResponse

    public var status:Int?
    public var message:String?

    public init(){}
}

// @Route("/throw404")
// @Route("/throw404/{Message}")
// @Route("/throw/404", "GET")
nonisolated public struct Throw404 : IReturn, Codable, Sendable
{
    public typealias Return = ErrorResponse

    public var message:String?

    public init(){}
}

// @Route("/throwcustom400")
// @Route("/throwcustom400/{Message}")
nonisolated public struct ThrowCustom400 : IReturn, Codable, Sendable
{
    public typealias Return = ErrorResponse

    public var message:String?

    public init(){}
}

// @Route("/throw/{Type}")
nonisolated public struct ThrowType : IReturn, Codable, Sendable
{
    public typealias Return = ThrowTypeResponse

    public var type:String?
    public var message:String?

    public init(){}
}

// @Route("/throwvalidation")
nonisolated public struct ThrowValidation : IReturn, Codable, Sendable
{
    public typealias Return = ThrowValidationResponse

    public var age:Int?
    public var required:String?
    public var email:String?

    public init(){}
}

nonisolated public struct TestFileUploads : IReturn, Codable, Sendable
{
    public typealias Return = TestFileUploadsResponse

    public var id:Int?
    public var refId:String?

    public init(){}
}

nonisolated extension TestFileUploads : Identifiable, Equatable, Hashable
{
    public static func == (lhs: TestFileUploads, rhs: TestFileUploads) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct SpeechToText : IReturn, Codable, Sendable
{
    public typealias Return = TextGenerationResponse

    public var audio:String?
    public var refId:String?
    public var tag:String?

    public init(){}
}

// @Route("/auth", "GET,POST")
// @Route("/auth/{provider}", "GET,POST")
nonisolated public struct Authenticate : IReturn, IPost, Codable, Sendable
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

    public init(){}
}

// @Route("/access-token")
nonisolated public struct GetAccessToken : IReturn, IPost, Codable, Sendable
{
    public typealias Return = GetAccessTokenResponse

    public var refreshToken:String?
    public var useTokenCookie:Bool?
    public var meta:[String:String] = [:]

    public init(){}
}

// @Route("/secured")
nonisolated public struct Secured : IReturn, Codable, Sendable
{
    public typealias Return = SecuredResponse

    public var name:String?

    public init(){}
}

// @Route("/jwt-invalidate")
nonisolated public struct InvalidateLastAccessToken : IReturn, IPost, Codable, Sendable
{
    public typealias Return = EmptyResponse

    public init(){}
}

nonisolated public struct ExpireAccessTokens : IReturn, IPost, Codable, Sendable
{
    public typealias Return = EmptyResponse

    public init(){}
}

// @Route("/channels/{Channel}/chat")
nonisolated public struct PostChatToChannel : IReturn, IPost, Codable, Sendable
{
    public typealias Return = ChatMessage

    public var from:String?
    public var toUserId:String?
    public var channel:String?
    public var message:String?
    public var selector:String?

    public init(){}
}

// @Route("/channels/{Channel}/raw")
nonisolated public struct PostRawToChannel : IReturnVoid, IPost, Codable, Sendable
{
    public var from:String?
    public var toUserId:String?
    public var channel:String?
    public var message:String?
    public var selector:String?

    public init(){}
}

// @Route("/channels/{Channel}/object")
nonisolated public struct PostObjectToChannel : IReturnVoid, IPost, Codable, Sendable
{
    public var toUserId:String?
    public var channel:String?
    public var selector:String?
    public var customType:CustomType?
    public var setterType:SetterType?

    public init(){}
}

// @Route("/reset-serverevents")
nonisolated public struct ResetServerEvents : IReturnVoid, IPost, Codable, Sendable
{
    public init(){}
}

// @Route("/rockstars", "GET")
nonisolated public class QueryRockstars : QueryDb<Rockstar>, IReturn
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

nonisolated public struct CreateRockstarWithReturn : IReturn, IPost, Codable, Sendable
{
    public typealias Return = RockstarWithIdAndResultResponse

    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    public init(){}
}

nonisolated public struct UpdateRockstar : IReturn, IPut, Codable, Sendable
{
    public typealias Return = EmptyResponse

    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    public init(){}
}

nonisolated extension UpdateRockstar : Identifiable, Equatable, Hashable
{
    public static func == (lhs: UpdateRockstar, rhs: UpdateRockstar) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct PatchRockstar : IReturn, IPatch, Codable, Sendable
{
    public typealias Return = EmptyResponse

    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    public init(){}
}

nonisolated extension PatchRockstar : Identifiable, Equatable, Hashable
{
    public static func == (lhs: PatchRockstar, rhs: PatchRockstar) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct DeleteRockstar : IReturn, IDelete, Codable, Sendable
{
    public typealias Return = EmptyResponse

    public var id:Int?

    public init(){}
}

nonisolated extension DeleteRockstar : Identifiable, Equatable, Hashable
{
    public static func == (lhs: DeleteRockstar, rhs: DeleteRockstar) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct HelloResponse : Codable, Sendable
{
    public var result:String?

    public init(){}
}

nonisolated public struct HelloAllTypesResponse : Codable, Sendable
{
    public var result:String?
    public var allTypes:AllTypes?
    public var allCollectionTypes:AllCollectionTypes?

    public init(){}
}

nonisolated public struct SendVerbResponse : Codable, Sendable
{
    public var id:Int?
    public var pathInfo:String?
    public var requestMethod:String?

    public init(){}
}

nonisolated extension SendVerbResponse : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SendVerbResponse, rhs: SendVerbResponse) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct EchoQueryResponse : Codable, Sendable
{
    public var method:String?
    public var pathInfo:String?
    public var query:[NameValue] = []
    public var headers:[NameValue] = []
    public var cookies:[String:String] = [:]
    public var formFields:[NameValue] = []
    public var body:String?

    public init(){}
}

nonisolated public struct ThrowHttpErrorResponse : Codable
{
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct ThrowTypeResponse : Codable
{
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct ThrowValidationResponse : Codable
{
    public var age:Int?
    public var required:String?
    public var email:String?
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct TestFileUploadsResponse : Codable
{
    public var id:Int?
    public var refId:String?
    public var fileName:String?
    public var contentLength:Int?
    public var contentType:String?
    public var contents:String?
    public var files:[UploadInfo] = []
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated extension TestFileUploadsResponse : Identifiable, Equatable, Hashable
{
    public static func == (lhs: TestFileUploadsResponse, rhs: TestFileUploadsResponse) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct TextGenerationResponse : Codable
{
    public var results:[TextOutput] = []
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct AuthenticateResponse : IHasSessionId, IHasBearerToken, Codable
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

    public init(){}
}

nonisolated public struct GetAccessTokenResponse : Codable
{
    public var accessToken:String?
    public var meta:[String:String] = [:]
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct SecuredResponse : Codable
{
    public var result:String?
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated public struct ChatMessage : Codable, Sendable
{
    public var id:Int?
    public var channel:String?
    public var fromUserId:String?
    public var fromName:String?
    public var displayName:String?
    public var message:String?
    public var userAuthId:String?
    public var isPrivate:Bool?

    public init(){}
}

nonisolated extension ChatMessage : Identifiable, Equatable, Hashable
{
    public static func == (lhs: ChatMessage, rhs: ChatMessage) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct RockstarWithIdAndResultResponse : Codable
{
    public var id:Int?
    public var result:Rockstar?
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated extension RockstarWithIdAndResultResponse : Identifiable, Equatable, Hashable
{
    public static func == (lhs: RockstarWithIdAndResultResponse, rhs: RockstarWithIdAndResultResponse) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct KeyValuePair<TKey : Codable & Sendable, TValue : Codable & Sendable> : Codable, Sendable
{
    public var key:TKey?
    public var value:TValue?

    public init(){}
}

nonisolated public struct SubType : Codable, Sendable
{
    public var id:Int?
    public var name:String?

    public init(){}
}

nonisolated extension SubType : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SubType, rhs: SubType) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct Poco : Codable, Sendable
{
    public var name:String?

    public init(){}
}

nonisolated public struct NameValue : Codable, Sendable
{
    public var name:String?
    public var value:String?

    public init(){}
}

nonisolated public struct UploadInfo : Codable, Sendable
{
    public var name:String?
    public var fileName:String?
    public var contentLength:Int?
    public var contentType:String?
    public var contents:String?

    public init(){}
}

nonisolated public struct TextOutput : Codable, Sendable
{
    public var text:String?

    public init(){}
}

nonisolated public struct CustomType : Codable, Sendable
{
    public var id:Int?
    public var name:String?

    public init(){}
}

nonisolated extension CustomType : Identifiable, Equatable, Hashable
{
    public static func == (lhs: CustomType, rhs: CustomType) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct SetterType : Codable, Sendable
{
    public var id:Int?
    public var name:String?

    public init(){}
}

nonisolated extension SetterType : Identifiable, Equatable, Hashable
{
    public static func == (lhs: SetterType, rhs: SetterType) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct Rockstar : Codable, Sendable
{
    public var id:Int?
    public var firstName:String?
    public var lastName:String?
    public var age:Int?

    public init(){}
}

nonisolated extension Rockstar : Identifiable, Equatable, Hashable
{
    public static func == (lhs: Rockstar, rhs: Rockstar) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}


