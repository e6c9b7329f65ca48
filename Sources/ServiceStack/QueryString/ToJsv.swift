import Foundation
import ServiceStackWire

/// A value in JSV, the notation ServiceStack reads in query strings and form fields: numbers and booleans as
/// they are, strings quoted only where JSV needs it, `[a,b]` lists and `{key:value}` objects; nil for nil.
public func toJsv<T: Encodable>(_ instance: T) throws -> String? {
    let value = try JsvEncoder().encode(instance)
    return value == .null ? nil : value.jsv
}
