import Foundation

/// ServiceStack.Swift's string helpers: integer offsets, `-1` for "not found", and splitting on the first or last
/// occurrence of a separator.
extension String {
    /// The characters in an integer range of offsets, clamped to the string.
    public subscript(_ range: CountableRange<Int>) -> String {
        let lower = Swift.min(Swift.max(0, range.lowerBound), count)
        let upper = Swift.min(Swift.max(lower, range.upperBound), count)
        return String(self[index(startIndex, offsetBy: lower)..<index(startIndex, offsetBy: upper)])
    }

    /// The characters from an integer offset to the end (empty past the end).
    public subscript(_ range: CountablePartialRangeFrom<Int>) -> String {
        let lower = Swift.min(Swift.max(0, range.lowerBound), count)
        return String(self[index(startIndex, offsetBy: lower)...])
    }

    /// The character at an integer offset; like an array index, an offset outside the string is a programming error.
    public subscript(i: Int) -> Character {
        self[index(i)]
    }

    /// The character at an integer offset, as a string.
    public subscript(i: Int) -> String {
        String(self[i] as Character)
    }

    /// The index at an integer offset from the start.
    public func index(_ from: Int) -> Index {
        index(startIndex, offsetBy: from)
    }

    /// Whether the string contains `s`.
    public func contains(s: String) -> Bool {
        range(of: s) != nil
    }

    /// The string without leading and trailing spaces and tabs.
    public func trim() -> String {
        trimmingCharacters(in: .whitespaces)
    }

    /// The string without trailing `needle` characters.
    public func trimEnd(_ needle: Character) -> String {
        var end = endIndex
        while end > startIndex, self[index(before: end)] == needle { end = index(before: end) }
        return String(self[..<end])
    }

    /// The string percent-encoded for a URL host; nil when it cannot be encoded.
    public func urlEncode() -> String? {
        addingPercentEncoding(withAllowedCharacters: .urlHostAllowed)
    }

    /// Joins two path segments with exactly one `/` between them.
    public func combinePath(_ path: String) -> String {
        (hasSuffix("/") ? self : self + "/") + (path.hasPrefix("/") ? String(path.dropFirst()) : path)
    }

    /// The text before the first `needle`, or the whole string when there is none.
    public func leftPart(_ needle: String) -> String {
        range(of: needle).map { String(self[..<$0.lowerBound]) } ?? self
    }

    /// The text before the last `needle`, or the whole string when there is none.
    public func lastLeftPart(_ needle: String) -> String {
        range(of: needle, options: .backwards).map { String(self[..<$0.lowerBound]) } ?? self
    }

    /// The text after the first `needle`, or the whole string when there is none.
    public func rightPart(_ needle: String) -> String {
        range(of: needle).map { String(self[$0.upperBound...]) } ?? self
    }

    /// The text after the last `needle`, or the whole string when there is none.
    public func lastRightPart(_ needle: String) -> String {
        range(of: needle, options: .backwards).map { String(self[$0.upperBound...]) } ?? self
    }

    /// The text before and after the first `first`: two parts, or the whole string alone when there is none.
    public func splitOn(first: String) -> [String] {
        splitOn(first: first, startIndex: 0)
    }

    /// Like `splitOn(first:)`, searching from the character offset `startIndex`.
    public func splitOn(first: String, startIndex: Int) -> [String] {
        let from = index(self.startIndex, offsetBy: Swift.min(Swift.max(0, startIndex), count))
        guard let found = range(of: first, options: .literal, range: from..<endIndex) else { return [self] }
        return [String(self[..<found.lowerBound]), String(self[found.upperBound...])]
    }

    /// The text before and after the last `last`: two parts, or the whole string alone when there is none.
    public func splitOn(last: String) -> [String] {
        guard let found = range(of: last, options: .backwards) else { return [self] }
        return [String(self[..<found.lowerBound]), String(self[found.upperBound...])]
    }

    /// The parts between every `separator`.
    public func split(_ separator: String) -> [String] {
        components(separatedBy: separator)
    }

    /// The character offset of the first `needle`, or -1.
    public func indexOf(_ needle: String) -> Int {
        range(of: needle).map { distance(from: startIndex, to: $0.lowerBound) } ?? -1
    }

    /// The character offset of the last `needle`, or -1.
    public func lastIndexOf(_ needle: String) -> Int {
        range(of: needle, options: .backwards).map { distance(from: startIndex, to: $0.lowerBound) } ?? -1
    }

    /// Replaces every `needle` with `withString`.
    public func replace(_ needle: String, withString: String) -> String {
        replacingOccurrences(of: needle, with: withString)
    }

    /// The leading number of the string, 0 when it has none (as `NSString.doubleValue` reads it).
    public func toDouble() -> Double {
        (self as NSString).doubleValue
    }

    /// Prints the string and returns it.
    public func print() -> String {
        Swift.print(self)
        return self
    }

    /// The string without one pair of surrounding double quotes.
    public func stripQuotes() -> String {
        count >= 2 && hasPrefix("\"") && hasSuffix("\"") ? String(dropFirst().dropLast()) : self
    }

    /// The string with its first character upper-cased.
    public func firstUppercased() -> String {
        guard let first else { return "" }
        return first.uppercased() + dropFirst()
    }

    /// The string with its first character lower-cased.
    public func firstLowercased() -> String {
        guard let first else { return "" }
        return first.lowercased() + dropFirst()
    }
}
