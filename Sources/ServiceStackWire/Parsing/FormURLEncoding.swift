import Foundation

/// Reads `application/x-www-form-urlencoded` text (query strings and form bodies).
public enum FormURLEncoding {
    /// The name/value pairs in order, with `+` as space and percent escapes decoded. A pair whose escapes are
    /// invalid, or decode to invalid UTF-8, keeps its text with only `+` replaced.
    public static func parse(_ text: String) -> [(name: String, value: String)] {
        text.mapNonEmptyUTF8Parts(separatedBy: UInt8(ascii: "&"), pair)
    }

    /// One `name=value` (or bare `name`) between separators, decoded.
    private static func pair(_ bytes: UnsafeBufferPointer<UInt8>) -> (name: String, value: String) {
        guard let equals = bytes.firstIndex(of: UInt8(ascii: "=")) else { return (decode(bytes), "") }
        return (
            decode(UnsafeBufferPointer(rebasing: bytes[..<equals])),
            decode(UnsafeBufferPointer(rebasing: bytes[(equals + 1)...]))
        )
    }

    /// Whether `text` may hold more than `limit` pairs, counted by their separators without decoding any.
    public static func mayHoldMorePairs(than limit: Int, _ text: String) -> Bool {
        var text = text
        return text.withUTF8 { bytes in
            var separators = 0
            for byte in bytes where byte == UInt8(ascii: "&") {
                separators += 1
                if separators >= limit { return true }
            }
            return false
        }
    }

    private static func decode(_ bytes: UnsafeBufferPointer<UInt8>) -> String {
        let raw = String(decoding: bytes, as: UTF8.self)
        guard bytes.contains(where: { $0 == UInt8(ascii: "+") || $0 == UInt8(ascii: "%") }) else { return raw }
        let spaced = raw.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
