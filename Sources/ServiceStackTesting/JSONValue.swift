import Foundation
import ServiceStack
import ServiceStackWire

/// A parsed JSON document: the same value tree the client encodes query strings into and the server binds from.
/// Numbers keep their text and compare by value (`1 == 1.0`); objects keep their order and compare by field.
public typealias JSONValue = WireValue

extension WireValue {
    /// Parses JSON text or data; fragments such as `"text"` or `42` are accepted.
    public init(parsing data: Data) throws {
        self = try JSONTreeParser.parse(data)
    }

    /// Parses JSON text.
    public init(parsing text: String) throws {
        try self.init(parsing: Data(text.utf8))
    }

    /// Converts a `JSONSerialization`-compatible value such as `["name": "x", "ids": [1, 2]]`.
    public init(object: Any) throws {
        let data = try JSONSerialization.data(withJSONObject: object, options: [.fragmentsAllowed])
        try self.init(parsing: data)
    }

    /// Encodes a value as `JsonServiceClient` does (ServiceStack date format), then parses it.
    public init(encoding value: some Encodable) throws {
        try self.init(parsing: JsonConfig.createEncoder().encode(value))
    }
}
