import ServiceStack
import Testing

@Suite struct TerminalTextTests {
    @Test func controlCharactersAreWrittenOut() {
        #expect(TerminalText.escaped("\u{1B}[2J\u{1B}]0;title\u{07}name") == "\\u{1B}[2J\\u{1B}]0;title\\u{7}name")
        #expect(TerminalText.escaped("a\u{9B}31mb\u{7F}c\u{0}") == "a\\u{9B}31mb\\u{7F}c\\u{0}")
        #expect(TerminalText.escaped("tab\there\r") == "tab\\u{9}here\\u{D}")
    }

    @Test func lineFeedsAreKeptUnlessAsked() {
        #expect(TerminalText.escaped("one\ntwo") == "one\ntwo")
        #expect(TerminalText.escaped("one\ntwo", keepingLineFeeds: false) == "one\\u{A}two")
    }

    @Test func printableTextIsUnchanged() {
        for text in ["", "Swift", "Zürich — 東京 🚀", "a\\u{1B}b"] {
            #expect(TerminalText.escaped(text) == text)
        }
    }
}
