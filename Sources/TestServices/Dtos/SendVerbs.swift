import Foundation
import ServiceStack

/// What arrived at a `Send*` service: which verb and path.
public class SendVerbResponse: Codable {
    public var id: Int?
    public var pathInfo: String?
    public var requestMethod: String?
    required public init() {}
}

/// No verb marker.
public class SendDefault: IReturn, Codable {
    public typealias Return = SendVerbResponse
    public var id: Int?
    required public init() {}
}

/// Marked `IGet`, with a custom route.
public class SendRestGet: IReturn, IGet, Codable {
    public typealias Return = SendVerbResponse
    public var id: Int?
    required public init() {}
}

/// Marked `IGet`.
public class SendGet: IReturn, IGet, Codable {
    public typealias Return = SendVerbResponse
    public var id: Int?
    required public init() {}
}

/// Marked `IPost`.
public class SendPost: IReturn, IPost, Codable {
    public typealias Return = SendVerbResponse
    public var id: Int?
    required public init() {}
}

/// Marked `IPut`.
public class SendPut: IReturn, IPut, Codable {
    public typealias Return = SendVerbResponse
    public var id: Int?
    required public init() {}
}
