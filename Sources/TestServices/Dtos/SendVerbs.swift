import Foundation
import ServiceStack

/// What arrived at a `Send*` service: which verb and path.
package class SendVerbResponse: Codable {
    package var id: Int?
    package var pathInfo: String?
    package var requestMethod: String?
    required package init() {}
}

/// No verb marker.
package class SendDefault: IReturn, Codable {
    package typealias Return = SendVerbResponse
    package var id: Int?
    required package init() {}
}

/// Marked `IGet`, with a custom route.
package class SendRestGet: IReturn, IGet, Codable {
    package typealias Return = SendVerbResponse
    package var id: Int?
    required package init() {}
}

/// Marked `IGet`.
package class SendGet: IReturn, IGet, Codable {
    package typealias Return = SendVerbResponse
    package var id: Int?
    required package init() {}
}

/// Marked `IPost`.
package class SendPost: IReturn, IPost, Codable {
    package typealias Return = SendVerbResponse
    package var id: Int?
    required package init() {}
}

/// Marked `IPut`.
package class SendPut: IReturn, IPut, Codable {
    package typealias Return = SendVerbResponse
    package var id: Int?
    required package init() {}
}
