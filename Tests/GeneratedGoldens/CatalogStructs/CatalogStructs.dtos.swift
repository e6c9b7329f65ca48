/* Options:
Date: 2025-01-02 03:04:05
SwiftVersion: 6.0
Version: 8.91
Tip: To override a DTO option, remove "//" prefix before updating
BaseUrl: https://catalog.example

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
//InitializeCollections: False
//TreatTypesAsStrings: 
//DefaultImports: Foundation,ServiceStack
UseStructs: True
AddIdentityConformances: True
*/

import Foundation
import ServiceStack

/**
* Books on the shelves
*/
// @Route("/books", "GET")
// @Route("/books/{Ids}", "GET")
nonisolated public class QueryBooks : QueryDb<Book>, IReturn
{
    public typealias Return = QueryResponse<Book>

    public var titleContains:String?
    public var formats:[BookFormat]?
    public var minPages:Int?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case titleContains
        case formats
        case minPages
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        titleContains = try container.decodeIfPresent(String.self, forKey: .titleContains)
        formats = try container.decodeIfPresent([BookFormat].self, forKey: .formats) ?? []
        minPages = try container.decodeIfPresent(Int.self, forKey: .minPages)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if titleContains != nil { try container.encode(titleContains, forKey: .titleContains) }
        if formats != nil && formats!.count > 0 { try container.encode(formats, forKey: .formats) }
        if minPages != nil { try container.encode(minPages, forKey: .minPages) }
    }
}

nonisolated public class QueryBookSummaries : QueryDb2<Book, BookSummary>, IReturn
{
    public typealias Return = QueryResponse<BookSummary>

    public var rating:Rating?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case rating
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        rating = try container.decodeIfPresent(Rating.self, forKey: .rating)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if rating != nil { try container.encode(rating, forKey: .rating) }
    }
}

// @AutoPopulate("AddedBy")
// @Tag("books")
nonisolated public struct CreateBook : IReturn, IPost, Codable, Sendable
{
    public typealias Return = IdResponse

    // @StringLength(200)
    public var title:String?

    public var format:BookFormat?
    public var price:Double?
    public var authorId:Int?
    public var cover:String?

    public init(){}
}

nonisolated public struct PatchBook : IReturn, IPatch, Codable, Sendable
{
    public typealias Return = IdResponse

    public var id:Int?
    public var price:Double?

    public init(){}
}

nonisolated extension PatchBook : Identifiable, Equatable, Hashable
{
    public static func == (lhs: PatchBook, rhs: PatchBook) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct UpdateAlbum : IReturn, IPut, Codable, Sendable
{
    public typealias Return = IdResponse

    public var id:Int?
    public var tracks:[Track]?

    public init(){}
}

nonisolated extension UpdateAlbum : Identifiable, Equatable, Hashable
{
    public static func == (lhs: UpdateAlbum, rhs: UpdateAlbum) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct DeleteBook : IReturnVoid, IDelete, Codable, Sendable
{
    public var id:Int?

    public init(){}
}

nonisolated extension DeleteBook : Identifiable, Equatable, Hashable
{
    public static func == (lhs: DeleteBook, rhs: DeleteBook) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

// @Route("/search", "GET,POST")
nonisolated public struct SearchCatalog : IReturn, IGet, Codable, Sendable
{
    public typealias Return = BookPage

    /**
    * Words to look for
    */
    public var query:String?
    public var kinds:[MediaKind]?
    public var ratings:Rating?
    public var page:Int?

    public init(){}
}

// @Route("/shelves/{Name}")
nonisolated public struct GetShelf : IReturn, IGet, Codable, Sendable
{
    public typealias Return = Shelf

    public var name:String?

    public init(){}
}

/**
* Names that are keywords in C# or Swift
*/
nonisolated public struct Operator : IReturnVoid, IPost, Codable, Sendable
{
    public var `default`:String?
    public var `protocol`:String?
    public var `is`:Bool?
    public var `where`:String?
    public var event:String?
    public var params:[String]?
    public var id:String?
    public var urlPath:String?
    public var kind:MediaKind?

    public init(){}
}

nonisolated extension Operator : Identifiable, Equatable, Hashable
{
    public static func == (lhs: Operator, rhs: Operator) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct IdResponse : Codable
{
    public var id:String?
    public var responseStatus:ResponseStatus?

    public init(){}
}

nonisolated extension IdResponse : Identifiable, Equatable, Hashable
{
    public static func == (lhs: IdResponse, rhs: IdResponse) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public class BookPage : Page<Book>
{
    public var responseStatus:ResponseStatus?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case responseStatus
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        responseStatus = try container.decodeIfPresent(ResponseStatus.self, forKey: .responseStatus)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if responseStatus != nil { try container.encode(responseStatus, forKey: .responseStatus) }
    }
}

/**
* Anything the catalog lends
*/
nonisolated public class Media : AuditBase
{
    // @AutoIncrement()
    public var id:Int?

    public var title:String?
    public var kind:MediaKind?
    public var tags:[String]?
    public var added:Date?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case id
        case title
        case kind
        case tags
        case added
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        id = try container.decodeIfPresent(Int.self, forKey: .id)
        title = try container.decodeIfPresent(String.self, forKey: .title)
        kind = try container.decodeIfPresent(MediaKind.self, forKey: .kind)
        tags = try container.decodeIfPresent([String].self, forKey: .tags) ?? []
        added = try container.decodeIfPresent(Date.self, forKey: .added)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if id != nil { try container.encode(id, forKey: .id) }
        if title != nil { try container.encode(title, forKey: .title) }
        if kind != nil { try container.encode(kind, forKey: .kind) }
        if tags != nil && tags!.count > 0 { try container.encode(tags, forKey: .tags) }
        if added != nil { try container.encode(added, forKey: .added) }
    }
}

nonisolated extension Media : Identifiable, Equatable, Hashable
{
    public static func == (lhs: Media, rhs: Media) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public class Book : Media, IHasRating
{
    public var isbn:String?
    public var pages:Int?
    public var format:BookFormat?
    public var rating:Rating?
    public var price:Double?
    public var authors:[Author]?
    // @References(typeof(Author))
    public var authorId:Int?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case isbn
        case pages
        case format
        case rating
        case price
        case authors
        case authorId
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        isbn = try container.decodeIfPresent(String.self, forKey: .isbn)
        pages = try container.decodeIfPresent(Int.self, forKey: .pages)
        format = try container.decodeIfPresent(BookFormat.self, forKey: .format)
        rating = try container.decodeIfPresent(Rating.self, forKey: .rating)
        price = try container.decodeIfPresent(Double.self, forKey: .price)
        authors = try container.decodeIfPresent([Author].self, forKey: .authors) ?? []
        authorId = try container.decodeIfPresent(Int.self, forKey: .authorId)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if isbn != nil { try container.encode(isbn, forKey: .isbn) }
        if pages != nil { try container.encode(pages, forKey: .pages) }
        if format != nil { try container.encode(format, forKey: .format) }
        if rating != nil { try container.encode(rating, forKey: .rating) }
        if price != nil { try container.encode(price, forKey: .price) }
        if authors != nil && authors!.count > 0 { try container.encode(authors, forKey: .authors) }
        if authorId != nil { try container.encode(authorId, forKey: .authorId) }
    }
}

nonisolated public class Album : Media
{
    public var tracks:[Track]?
    @TimeSpan public var length:TimeInterval?

    required public init(){ super.init() }

    private enum CodingKeys : String, CodingKey {
        case tracks
        case length
    }

    required public init(from decoder: Decoder) throws {
        try super.init(from: decoder)
        let container = try decoder.container(keyedBy: CodingKeys.self)
        tracks = try container.decodeIfPresent([Track].self, forKey: .tracks) ?? []
        length = try container.convertIfPresent(TimeInterval.self, forKey: .length)
    }

    public override func encode(to encoder: Encoder) throws {
        try super.encode(to: encoder)
        var container = encoder.container(keyedBy: CodingKeys.self)
        if tracks != nil && tracks!.count > 0 { try container.encode(tracks, forKey: .tracks) }
        if length != nil { try container.encode(length, forKey: .length) }
    }
}

// @DataContract(Name="track", Namespace="https://catalog.example/")
nonisolated public struct Track : Codable, Sendable
{
    // @DataMember(Name="no", Order=1)
    public var no:Int?

    // @DataMember(Order=2, IsRequired=true)
    public var title:String?

    private var _duration = TimeSpan(wrappedValue: nil)
    public var duration:TimeInterval? { get { _duration.wrappedValue } set { _duration.wrappedValue = newValue } }

    public init(){}

    private enum CodingKeys : String, CodingKey {
        case no
        case title
        case _duration = "duration"
    }
}

nonisolated public struct Author : Codable, Sendable
{
    public var id:Int?
    public var name:String?
    public var born:Date?
    public var links:[String:String]?

    public init(){}
}

nonisolated extension Author : Identifiable, Equatable, Hashable
{
    public static func == (lhs: Author, rhs: Author) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public struct BookSummary : Codable, Sendable
{
    public var id:Int?
    public var title:String?
    public var rating:Rating?

    public init(){}
}

nonisolated extension BookSummary : Identifiable, Equatable, Hashable
{
    public static func == (lhs: BookSummary, rhs: BookSummary) -> Bool { lhs.id == rhs.id }
    public func hash(into hasher: inout Hasher) { hasher.combine(id) }
}

nonisolated public class Page<T : Codable> : Codable
{
    public var items:[T]?
    public var total:Int?

    required public init(){}
}

nonisolated public protocol IHasRating
{
    var rating:Rating? { get set }

}

nonisolated public struct Shelf : Codable
{
    public var name:String?
    public var slots:[Slot]?

    public init(){}
}

nonisolated public struct Slot : Codable
{
    public var position:Int?
    public var item:Media?

    public init(){}
}

nonisolated public enum MediaKind : String, Codable, Sendable
{
    case Book
    case Album
    case Film
}

// @Flags()
nonisolated public enum Rating : Int, Codable, Sendable
{
    case None = 0
    case Liked = 1
    case Loved = 2
    case Favourite = 4
}

nonisolated public enum BookFormat : String, Codable, Sendable
{
    case Hardcover = "hardcover"
    case Paperback = "paperback"
    case EBook = "e-book"
}


