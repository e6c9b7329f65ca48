extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, computed without Foundation's bridging.
    public var trimmingSpaces: String {
        let text = Substring(self)
        let bytes = text.utf8
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return String(text) }
        return String(text[first...last])
    }

    /// Whether the two texts are equal when ASCII letters are compared without regard to case; allocates nothing.
    @inlinable
    public func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        // Texts of different lengths (most of a router's comparisons) differ without a byte read.
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        let contiguous = left.withContiguousStorageIfAvailable { leftBytes in
            right.withContiguousStorageIfAvailable { rightBytes in
                zip(leftBytes, rightBytes).allSatisfy { asciiCaseInsensitiveEqual($0, $1) }
            }
        }
        if let contiguous, let equal = contiguous { return equal }
        return zip(left, right).allSatisfy { asciiCaseInsensitiveEqual($0, $1) }
    }
}

/// Whether two UTF-8 code units are equal, or are the same ASCII letter in different cases.
@inlinable
func asciiCaseInsensitiveEqual(_ a: UInt8, _ b: UInt8) -> Bool {
    if a == b { return true }
    let lower = a | 0x20
    return a ^ b == 0x20 && lower >= UInt8(ascii: "a") && lower <= UInt8(ascii: "z")
}
