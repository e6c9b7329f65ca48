import Foundation
import ServiceStack

/// Greets `name`.
package class Hello: IReturn, Codable {
    package typealias Return = HelloResponse
    package var name: String?
    package var title: String?
    required package init() {}
    /// Creates a request for `name`.
    package init(name: String?) { self.name = name }
}

/// The greeting.
package class HelloResponse: Codable {
    package var result: String?
    required package init() {}
}

/// A void request: answered with 204.
package class HelloReturnVoid: IReturnVoid, Codable {
    package var id: Int?
    required package init() {}
}
