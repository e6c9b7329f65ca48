import Foundation
import ServiceStack

/// Echoes the raw query string, headers, cookies and body of the request.
package class EchoQuery: IReturn, Codable {
    package typealias Return = EchoQueryResponse
    required package init() {}
}

/// One name/value pair.
package class NameValue: Codable {
    package var name: String?
    package var value: String?
    required package init() {}
    /// Creates a pair.
    package init(name: String, value: String) {
        self.name = name
        self.value = value
    }
}

/// What the server received.
package class EchoQueryResponse: Codable {
    package var method: String?
    package var pathInfo: String?
    package var query: [NameValue] = []
    package var headers: [NameValue] = []
    package var cookies: [String: String] = [:]
    package var formFields: [NameValue] = []
    package var body: String?
    required package init() {}
}
