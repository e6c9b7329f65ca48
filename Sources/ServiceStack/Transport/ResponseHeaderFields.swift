import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Response headers as a transport hands them over: a dictionary, name-value pairs in arrival order, or a Foundation
/// response's. The last two become a dictionary only when one is asked for (a typed call reads two headers and needs
/// none; on Linux `allHeaderFields` boxes every name and value on each read).
enum ResponseHeaderFields {
    case dictionary([String: String])
    case pairs([(name: String, value: String)])
    case foundation(HTTPURLResponse)

    /// Every header; a name that repeats has its values joined with `, `.
    var dictionary: [String: String] {
        switch self {
        case .dictionary(let fields):
            return fields
        case .pairs(let pairs):
            var fields: [String: String] = [:]
            fields.reserveCapacity(pairs.count)
            for (name, value) in pairs {
                fields[name] = fields[name].map { $0 + ", " + value } ?? value
            }
            return fields
        case .foundation(let response):
            let all = response.allHeaderFields
            var fields: [String: String] = [:]
            fields.reserveCapacity(all.count)
            for (key, value) in all {
                if let key = key as? String, let value = value as? String { fields[key] = value }
            }
            return fields
        }
    }

    /// The value of the header `name`, the name matched exactly, else without regard to case.
    func value(_ name: String) -> String? {
        switch self {
        case .dictionary(let fields):
            if let exact = fields[name] { return exact }
            return fields.first { $0.key.equalsIgnoringASCIICase(name) }?.value
        case .pairs(let pairs):
            if let exact = Self.joinedValues(of: name, in: pairs) { return exact }
            guard let spelled = pairs.first(where: { $0.name.equalsIgnoringASCIICase(name) })?.name else { return nil }
            return Self.joinedValues(of: spelled, in: pairs)
        case .foundation(let response):
            return response.value(forHTTPHeaderField: name)
        }
    }

    private static func joinedValues(of name: String, in pairs: [(name: String, value: String)]) -> String? {
        var joined: String?
        for pair in pairs where pair.name == name {
            joined = joined.map { $0 + ", " + pair.value } ?? pair.value
        }
        return joined
    }
}
