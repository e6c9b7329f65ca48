import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// The naming helpers answer ASCII names from their bytes and fall back to Character and scalar rules otherwise;
/// these inputs leave the fast paths and must get the answers those rules give.
@Suite struct ASCIIFastPathTests {
    @Test(arguments: [("ÀB", "ÀB"), ("AÉ", "aÉ"), ("ABÉ", "aBÉ"), ("ABC", "abc"), ("Éclair", "Éclair")])
    func camelCaseLowersOnlyLeadingASCIICapitals(_ input: String, _ expected: String) {
        #expect(DotNetCasing.camelCase(input) == expected)
    }

    @Test func anAngleBracketWithACombiningMarkIsPartOfTheName() {
        // `<` + U+0338 is one Character (≮), which Foundation's `contains("<")` does not find.
        #expect(TypeReferences.leafNames("A<\u{0338}B[]") == ["A<\u{0338}B"])
        #expect(TypeReferences.leafNames("List<Poco>[]") == ["List", "List`1", "Poco"])
        #expect(TypeReferences.leafNames("Poco[][]") == ["Poco"])
    }

    @Test func typeNamesOutsideASCII() throws {
        #expect(try SwiftTypeMapper.nameOnly("Ns.Foo`1", conflictNames: []) == "Foo")
        #expect(try SwiftTypeMapper.nameOnly("Ns.Größe`2", conflictNames: ["Ns.Größe`2"]) == "Größe_2")
        // A hyphen with a combining mark is not the malicious `-` Character.
        #expect(try SwiftTypeMapper.nameOnly("-\u{0301}x", conflictNames: []) == "_\u{0301}x")
        #expect(throws: GeneratorError.potentiallyMaliciousName("Bad-Name")) {
            try SwiftTypeMapper.nameOnly("Bad-Name", conflictNames: [])
        }
    }

    @Test(arguments: [("a*/b", "a* /b"), ("é*/", "é* /"), ("x\r\ny", "xy"), ("tab\tok", "tab\tok")])
    func commentsLoseLineBreaksAndClosers(_ input: String, _ expected: String) {
        #expect(SwiftLiteral.comment(input) == expected)
    }

    @Test(arguments: ["\u{00A0}Foo", " 'Foo ", "Foo", "\tFoo"])
    func genericArgumentsAreTrimmedOfUnicodeSpaces(_ input: String) throws {
        #expect(try CSharpTypeNode.parse(input) == CSharpTypeNode(name: "Foo", arguments: []))
    }

    @Test(arguments: [("`é`", "é"), ("`", "`"), ("``", ""), ("`class`", "class"), ("plain", "plain")])
    func backticksComeOffWholeNames(_ input: String, _ expected: String) {
        #expect(SwiftIdentifier.unescaped(input) == expected)
    }
}
