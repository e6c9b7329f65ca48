import Foundation
import Testing

/// A parsed JSON document read by path: `json["paths", "/hello/{Name}", "post"]`.
struct JSONObject: @unchecked Sendable {
    /// The value at this place: a dictionary, array, string, number, boolean or `NSNull`; nil when absent.
    let value: Any?

    init(_ value: Any?) {
        self.value = value
    }

    init(data: Data) throws {
        value = try JSONSerialization.jsonObject(with: data)
    }

    /// The value under `keys` (dictionary keys, or array indexes written as numbers).
    subscript(_ keys: String...) -> JSONObject {
        var current = value
        for key in keys {
            if let dictionary = current as? [String: Any] {
                current = dictionary[key]
            } else if let array = current as? [Any], let index = Int(key), array.indices.contains(index) {
                current = array[index]
            } else {
                current = nil
            }
        }
        return JSONObject(current)
    }

    var exists: Bool { value != nil }
    var string: String? { value as? String }
    var strings: [String]? { value as? [String] }
    var array: [JSONObject] { (value as? [Any] ?? []).map(JSONObject.init) }
    var keys: [String] { (value as? [String: Any]).map { Array($0.keys) } ?? [] }

    /// The parameter of an operation named `name`.
    func parameter(_ name: String) -> JSONObject? {
        self["parameters"].array.first { $0["name"].string == name }
    }

    /// The names of an operation's parameters.
    var parameterNames: [String] { self["parameters"].array.compactMap { $0["name"].string } }
}
