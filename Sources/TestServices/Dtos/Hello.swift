import Foundation
import ServiceStack

/// Greets `name`.
public class Hello: IReturn, Codable {
    public typealias Return = HelloResponse
    public var name: String?
    public var title: String?
    required public init() {}
    /// Creates a request for `name`.
    public init(name: String?) { self.name = name }
}

/// The greeting.
public class HelloResponse: Codable {
    public var result: String?
    required public init() {}
}

/// A void request: answered with 204.
public class HelloReturnVoid: IReturnVoid, Codable {
    public var id: Int?
    required public init() {}
}
