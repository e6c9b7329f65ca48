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
