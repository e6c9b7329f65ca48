extension StringProtocol {
    /// The text without leading and trailing spaces and tabs, computed without Foundation's bridging.
    package var trimmingSpaces: String {
        let text = Substring(self)
        let bytes = text.utf8
        let isSpace: (UInt8) -> Bool = { $0 == UInt8(ascii: " ") || $0 == UInt8(ascii: "\t") }
        guard let first = bytes.firstIndex(where: { !isSpace($0) }) else { return "" }
        guard let last = bytes.lastIndex(where: { !isSpace($0) }) else { return "" }
        if first == bytes.startIndex, bytes.index(after: last) == bytes.endIndex { return String(text) }
        return String(text[first...last])
    }

    /// Whether the two texts are equal when ASCII letters are compared without regard to case.
    package func equalsIgnoringASCIICase(_ other: some StringProtocol) -> Bool {
        let left = utf8
        let right = other.utf8
        guard left.count == right.count else { return false }
        return zip(left, right).allSatisfy { a, b in
            a == b || (a ^ b == 0x20 && (a | 0x20) >= UInt8(ascii: "a") && (a | 0x20) <= UInt8(ascii: "z"))
        }
    }
}
