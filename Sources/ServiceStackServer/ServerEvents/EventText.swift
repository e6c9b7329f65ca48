/// Text written into frames.
enum EventText {
    /// `json` with U+2028, U+2029 and U+0085 written as `\u` escapes: still the same JSON, but no reader that
    /// treats them as line breaks can split it. (JSON allows them raw only inside strings, where escapes mean the
    /// same.)
    static func escapingLineSeparators(_ json: String) -> String {
        guard json.unicodeScalars.contains(where: isLineSeparator) else { return json }
        var escaped = String.UnicodeScalarView()
        for scalar in json.unicodeScalars {
            if isLineSeparator(scalar) {
                escaped.append(contentsOf: "\\u".unicodeScalars)
                escaped.append(contentsOf: hex4(scalar.value).unicodeScalars)
            } else {
                escaped.append(scalar)
            }
        }
        return String(escaped)
    }

    private static func isLineSeparator(_ scalar: Unicode.Scalar) -> Bool {
        scalar == "\u{2028}" || scalar == "\u{2029}" || scalar == "\u{85}"
    }

    private static func hex4(_ value: UInt32) -> String {
        let digits = String(value, radix: 16)
        return String(repeating: "0", count: max(0, 4 - digits.count)) + digits
    }
}
