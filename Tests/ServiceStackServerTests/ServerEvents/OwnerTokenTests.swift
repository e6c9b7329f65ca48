import Testing

@testable import ServiceStackServer

/// Owner tokens are kept as 120 random bits and written as 20 URL-safe base64 characters, like an `ss-id`.
@Suite struct OwnerTokenTests {
    @Test func aTokenIsTwentyUrlSafeCharactersThatOnlyItMatches() {
        let urlSafe = Set("ABCDEFGHIJKLMNOPQRSTUVWXYZabcdefghijklmnopqrstuvwxyz0123456789-_")
        let tokens = (0..<200).map { _ in OwnerToken() }
        let texts = tokens.map(\.text)
        #expect(Set(texts).count == tokens.count)
        for (token, text) in zip(tokens, texts) {
            #expect(text.count == 20)
            #expect(text.allSatisfy { urlSafe.contains($0) }, "\(text)")
            #expect(token.text == text)
            #expect(token.matches(text))
            #expect(!token.matches(String(text.dropLast())))
            let changed = String(text.dropLast()) + (text.last == "A" ? "B" : "A")
            #expect(!token.matches(changed))
        }
        #expect(!tokens[0].matches(texts[1]))
    }

    /// All 64 characters turn up, so every bit of the 120 reaches the text (a byte left out would show as a
    /// character that never changes).
    @Test func everyPositionVaries() {
        let texts = (0..<400).map { _ in OwnerToken().text }
        for position in 0..<20 {
            let seen = Set(texts.map { Array($0)[position] })
            #expect(seen.count > 16, "position \(position) took only \(seen.count) values")
        }
    }
}
