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
        var left = utf8.makeIterator()
        var right = other.utf8.makeIterator()
        while true {
            switch (left.next(), right.next()) {
            case (nil, nil): return true
            case (let a?, let b?):
                let sameLetter = a ^ b == 0x20 && (UInt8(ascii: "a")...UInt8(ascii: "z")).contains(a | 0x20)
                guard a == b || sameLetter else { return false }
            default: return false
            }
        }
    }
}
