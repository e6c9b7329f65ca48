extension String {
    /// The text with its ASCII letters in lower case and every other character as it is; the text itself, with no
    /// copy, when it has no upper-case ASCII letter.
    public func asciiLowercased() -> String {
        let isUpper: (UInt8) -> Bool = { $0 >= UInt8(ascii: "A") && $0 <= UInt8(ascii: "Z") }
        let hasUpper =
            utf8.withContiguousStorageIfAvailable { $0.contains(where: isUpper) } ?? utf8.contains(where: isUpper)
        guard hasUpper else { return self }
        return String(decoding: utf8.map { isUpper($0) ? $0 | 0x20 : $0 }, as: UTF8.self)
    }
}

extension StringProtocol {
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
