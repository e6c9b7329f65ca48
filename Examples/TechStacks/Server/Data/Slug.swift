/// URL slugs in techstacks.io's style: lower case ASCII letters and digits, words joined by `-`.
enum Slug {
    /// The longest slug stored: a made one is cut to it at a word boundary, a given one longer is refused.
    static let maxLength = 100

    /// The slug of `name`: `#` and `+` spelt out, invisible formatting characters (zero-width, bidi controls)
    /// dropped, anything else that is not an ASCII letter or digit a separator.
    static func make(_ name: String) -> String {
        var slug = ""
        for scalar in name.lowercased().unicodeScalars {
            switch scalar {
            case "#": slug += "sharp"
            case "+": slug += "plus"
            case "a"..."z", "0"..."9": slug.unicodeScalars.append(scalar)
            case _ where isInvisible(scalar): continue
            default: if !slug.isEmpty && !slug.hasSuffix("-") { slug += "-" }
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }

    /// `slug` cut to `maxLength` characters, at the last `-` within them when there is one.
    static func shortened(_ slug: String) -> String {
        guard slug.count > maxLength else { return slug }
        var cut = String(slug.prefix(maxLength))
        if let lastSeparator = cut.lastIndex(of: "-") { cut = String(cut[..<lastSeparator]) }
        return cut
    }

    /// Whether `scalar` is a control character or an invisible formatting one (zero-width spaces and joiners,
    /// bidirectional overrides and isolates, the byte-order mark): text that reads differently than it looks.
    static func isInvisible(_ scalar: Unicode.Scalar) -> Bool {
        switch scalar.properties.generalCategory {
        case .control, .format, .lineSeparator, .paragraphSeparator: true
        default: false
        }
    }
}
