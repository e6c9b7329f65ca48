import Foundation

extension KeyedDecodingContainer {
    /// Reads a string that some servers write as a number or bool.
    func decodeLenientStringIfPresent(forKey key: Key) throws -> String? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let text = try? decode(String.self, forKey: key) { return text }
        if let number = try? decode(Int.self, forKey: key) { return String(number) }
        if let number = try? decode(Double.self, forKey: key) { return String(number) }
        if let flag = try? decode(Bool.self, forKey: key) { return flag ? "true" : "false" }
        return try decode(String.self, forKey: key)
    }

    /// Reads a list of strings whose entries may be written as numbers.
    func decodeLenientStringsIfPresent(forKey key: Key) throws -> [String]? {
        guard contains(key), try !decodeNil(forKey: key) else { return nil }
        if let texts = try? decode([String].self, forKey: key) { return texts }
        var list = try nestedUnkeyedContainer(forKey: key)
        var values: [String] = []
        while !list.isAtEnd {
            if let number = try? list.decode(Int.self) {
                values.append(String(number))
            } else {
                values.append(try list.decode(String.self))
            }
        }
        return values
    }
}
