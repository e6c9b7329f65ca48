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
        var leftIndex = left.startIndex
        var rightIndex = right.startIndex
        while leftIndex != left.endIndex {
            let a = left[leftIndex]
            let b = right[rightIndex]
            if a != b {
                let lower = a | 0x20
                guard a ^ b == 0x20, lower >= UInt8(ascii: "a"), lower <= UInt8(ascii: "z") else { return false }
            }
            left.formIndex(after: &leftIndex)
            right.formIndex(after: &rightIndex)
        }
        return true
    }
}
