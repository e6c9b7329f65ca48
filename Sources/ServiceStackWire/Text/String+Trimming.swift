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
}
