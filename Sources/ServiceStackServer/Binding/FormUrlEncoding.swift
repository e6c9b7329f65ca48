import Foundation

/// Reads `application/x-www-form-urlencoded` text (query strings and form bodies).
enum FormUrlEncoding {
    /// The name/value pairs in order, with `+` as space and percent escapes decoded.
    static func parse(_ text: String) -> [(name: String, value: String)] {
        text.split(separator: "&", omittingEmptySubsequences: true).map { pair in
            let parts = pair.split(separator: "=", maxSplits: 1, omittingEmptySubsequences: false)
            let name = decode(parts[0])
            let value = parts.count > 1 ? decode(parts[1]) : ""
            return (name, value)
        }
    }

    private static func decode(_ text: Substring) -> String {
        guard text.contains(where: { $0 == "+" || $0 == "%" }) else { return String(text) }
        let spaced = text.replacingOccurrences(of: "+", with: " ")
        return spaced.removingPercentEncoding ?? spaced
    }
}
