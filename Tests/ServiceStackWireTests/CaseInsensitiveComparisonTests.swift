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

    @Test func substringsAndLongTextsCompareLikeStrings() {
        let path = "/api/HELLO/world"
        let segment = path.split(separator: "/")[1]
        #expect(segment.equalsIgnoringASCIICase("hello"))
        #expect(!segment.equalsIgnoringASCIICase("hellO!"))
        let long = String(repeating: "Abc", count: 40)
        #expect(long.equalsIgnoringASCIICase(long.lowercased()))
        #expect(!long.equalsIgnoringASCIICase(long.lowercased().dropLast() + "x"))
    }

    @Test func asciiLowercasingTouchesOnlyASCIILetters() {
        #expect("Types".asciiLowercased() == "types")
        #expect("api".asciiLowercased() == "api")
        #expect("ÉVÉNEMENTS-Flux".asciiLowercased() == "ÉvÉnements-flux")
        #expect("".asciiLowercased() == "")
        #expect("[@`{]".asciiLowercased() == "[@`{]")
    }
}
