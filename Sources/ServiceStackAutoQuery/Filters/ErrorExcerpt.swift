/// Caller text quoted in an error message, cut short so a huge value does not come back whole.
enum ErrorExcerpt {
    static let maxCharacters = 80

    static func quote(_ text: some StringProtocol) -> String {
        guard text.count > maxCharacters else { return "'\(text)'" }
        return "'\(text.prefix(maxCharacters))…'"
    }
}
