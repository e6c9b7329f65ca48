/// Reads `application/x-www-form-urlencoded` text (query strings and form bodies).
enum FormUrlEncoding {
    /// The name/value pairs in order, with `+` as space and percent escapes decoded. A pair whose escapes are
    /// invalid, or decode to invalid UTF-8, keeps its text with only `+` replaced.
    static func parse(_ text: String) -> [(name: String, value: String)] {
        text.utf8.split(separator: UInt8(ascii: "&")).map { pair in
            guard let equals = pair.firstIndex(of: UInt8(ascii: "=")) else { return (decode(pair), "") }
            return (decode(pair[..<equals]), decode(pair[pair.index(after: equals)...]))
        }
    }

    private static func decode(_ text: Substring.UTF8View) -> String {
        guard text.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else {
            return String(Substring(text))
        }
        let spaced = text.map { $0 == UInt8(ascii: "+") ? UInt8(ascii: " ") : $0 }
        var bytes: [UInt8] = []
        bytes.reserveCapacity(spaced.count)
        var index = 0
        while index < spaced.count {
            let byte = spaced[index]
            guard byte == UInt8(ascii: "%") else {
                bytes.append(byte)
                index += 1
                continue
            }
            guard index + 2 < spaced.count, let high = hexValue(spaced[index + 1]),
                let low = hexValue(spaced[index + 2])
            else { return String(decoding: spaced, as: UTF8.self) }
            bytes.append(high << 4 | low)
            index += 3
        }
        return String(validating: bytes, as: UTF8.self) ?? String(decoding: spaced, as: UTF8.self)
    }

    private static func hexValue(_ byte: UInt8) -> UInt8? {
        switch byte {
        case UInt8(ascii: "0")...UInt8(ascii: "9"): byte - UInt8(ascii: "0")
        case UInt8(ascii: "a")...UInt8(ascii: "f"): byte - UInt8(ascii: "a") + 10
        case UInt8(ascii: "A")...UInt8(ascii: "F"): byte - UInt8(ascii: "A") + 10
        default: nil
        }
    }
}
