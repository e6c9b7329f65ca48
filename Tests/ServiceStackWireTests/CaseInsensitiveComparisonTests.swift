import ServiceStackWire
import Testing

/// `equalsIgnoringASCIICase`, which routing and binding use to compare names: only ASCII letters match across case.
@Suite struct CaseInsensitiveComparisonTests {
    @Test func asciiLettersMatchAcrossCase() {
        #expect("Hello".equalsIgnoringASCIICase("hELLO"))
        #expect("api".equalsIgnoringASCIICase("API"[...]))
        #expect("".equalsIgnoringASCIICase(""))
    }

    @Test func textsOfDifferentLengthsDiffer() {
        #expect(!"api".equalsIgnoringASCIICase("apis"))
        #expect(!"types".equalsIgnoringASCIICase("api"))
        #expect(!"a".equalsIgnoringASCIICase(""))
    }

    @Test func otherBytesOneCaseBitApartDiffer() {
        // '@' (0x40) and '`' (0x60), '[' and '{', '1' and 0x11 differ by the case bit but are not letters.
        #expect(!"@".equalsIgnoringASCIICase("`"))
        #expect(!"[".equalsIgnoringASCIICase("{"))
        #expect(!"1".equalsIgnoringASCIICase("\u{11}"))
        #expect(!"é".equalsIgnoringASCIICase("É"))
    }
}
