import Foundation

/// Draws a small deterministic SVG logo: the name's initials on a colour derived from the slug.
enum LogoRenderer {
    static func svg(name: String, slug: String) -> String {
        let initials = initials(of: name)
        let hue = slug.unicodeScalars.reduce(UInt32(17)) { ($0 &* 31 &+ $1.value) % 360 }
        let escaped = initials.replacingOccurrences(of: "&", with: "&amp;").replacingOccurrences(of: "<", with: "&lt;")
        return """
            <svg xmlns="http://www.w3.org/2000/svg" width="64" height="64" viewBox="0 0 64 64">\
            <rect width="64" height="64" rx="12" fill="hsl(\(hue),55%,45%)"/>\
            <text x="32" y="41" font-family="Helvetica,Arial,sans-serif" font-size="24" font-weight="bold" \
            text-anchor="middle" fill="#fff">\(escaped)</text></svg>
            """
    }

    /// Up to two letters: the first of the first two words, or the first two of a single word.
    static func initials(of name: String) -> String {
        let words = name.split { !$0.isLetter && !$0.isNumber && $0 != "#" && $0 != "+" }
        let letters: [Character] =
            words.count >= 2 ? words.prefix(2).compactMap(\.first) : Array((words.first ?? "?").prefix(2))
        return String(letters).uppercased()
    }
}
