/// URL slugs in techstacks.io's style: lower case, words joined by `-`.
enum Slug {
    static func make(_ name: String) -> String {
        var slug = ""
        for character in name.lowercased() {
            switch character {
            case "#": slug += "sharp"
            case "+": slug += "plus"
            case "a"..."z", "0"..."9": slug.append(character)
            default: if !slug.isEmpty && !slug.hasSuffix("-") { slug += "-" }
            }
        }
        while slug.hasSuffix("-") { slug.removeLast() }
        return slug
    }
}
