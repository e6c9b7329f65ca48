import ServiceStackWire
import Testing

@Suite struct BindingFieldsTests {
    private func text(_ value: WireValue?) -> String? {
        guard case .string(let text) = value else { return nil }
        return text
    }

    /// Below and above the size where the fields get an index: both must answer alike.
    private func fieldSets(_ pairs: [(String, String)]) -> [BindingFields] {
        let small = pairs.map { (key: $0.0, value: WireValue.string($0.1)) }
        let padding = (0..<20).map { (key: "padding\($0)", value: WireValue.null) }
        return [BindingFields(small), BindingFields(padding + small)]
    }

    @Test func namesMatchWithoutRegardToCaseAndLaterDuplicatesWin() {
        for fields in fieldSets([("Name", "first"), ("AGE", "7"), ("name", "second")]) {
            #expect(text(fields["name"]) == "second")
            #expect(text(fields["NAME"]) == "second")
            #expect(text(fields["age"]) == "7")
            #expect(fields["missing"] == nil)
            #expect(fields["nam"] == nil)
        }
    }

    @Test func nonASCIINamesMatchByUnicodeLowercasing() {
        for fields in fieldSets([("Émile", "x"), ("straße", "y")]) {
            #expect(text(fields["émile"]) == "x")
            #expect(text(fields["STRAßE"]) == "y")
        }
    }

    @Test func namesKeepFirstSpellingOnce() {
        let fields = BindingFields([
            (key: "Id", value: .null), (key: "id", value: .null), (key: "Name", value: .null),
        ])
        #expect(fields.names == ["Id", "Name"])
    }
}
