import Foundation
import ServiceStack

/// Echoes the raw query string, headers, cookies and body of the request.
public class EchoQuery: IReturn, Codable {
    public typealias Return = EchoQueryResponse
    required public init() {}
}

/// One name/value pair.
public class NameValue: Codable {
    public var name: String?
    public var value: String?
    required public init() {}
    /// Creates a pair.
    public init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What the server received.
public class EchoQueryResponse: Codable {
    public var method: String?
    public var pathInfo: String?
    public var query: [NameValue] = []
    public var headers: [NameValue] = []
    public var cookies: [String: String] = [:]
    public var formFields: [NameValue] = []
    public var body: String?
    required public init() {}
}
