import ServiceStackWire
import Testing

@Suite struct FormURLEncodingTests {
    private func pairs(_ text: String) -> [String] {
        FormURLEncoding.parse(text).map { "\($0.name)=\($0.value)" }
    }

    @Test func splitsPairsInOrderAndSkipsEmptyOnes() {
        #expect(pairs("a=1&&b=2&a=3") == ["a=1", "b=2", "a=3"])
        #expect(pairs("flag&=orphan&x=") == ["flag=", "=orphan", "x="])
        #expect(pairs("") == [])
        #expect(pairs("eq=a=b") == ["eq=a=b"])
        #expect(pairs("&a=1&") == ["a=1"])
        #expect(pairs("&&") == [])
        #expect(pairs("solo") == ["solo="])
    }

    @Test func decodesPlusAndPercentEscapes() {
        #expect(
            pairs("name=Form+Name&q=%2FDate(1)%2F&caf%C3%A9=%E2%9C%93") == ["name=Form Name", "q=/Date(1)/", "café=✓"])
        #expect(pairs("upper=%2f%2F&plus=%2B") == ["upper=//", "plus=+"])
    }

    @Test func invalidEscapesKeepTheirText() {
        #expect(pairs("bad=%zz+x&cut=%4&tail=%") == ["bad=%zz x", "cut=%4", "tail=%"])
        #expect(pairs("latin1=%E9+t") == ["latin1=%E9 t"])
    }
}
