import Foundation
import ServiceStackWire
import Testing

@Suite struct WireValueTests {
    @Test func numbersCompareByValueAndKeepTheirText() throws {
        #expect(WireValue.number("1") == .number("1.0"))
        #expect(WireValue.number("1e3") == .number("1000"))
        #expect(WireValue.number("1") != .number("2"))
        #expect(WireValue.number("1") != .string("1"))
        // Beyond a Double's precision, yet different numbers.
        #expect(WireValue.number("12345678901234567890") != .number("12345678901234567891"))
        let parsed = try JSONTreeParser.parse(Data(#"{"big":12345678901234567891,"x":1.50}"#.utf8))
        #expect(parsed.description == #"{"big":12345678901234567891,"x":1.50}"#)
    }

    @Test func objectsKeepTheirOrderAndCompareByField() throws {
        let parsed = try JSONTreeParser.parse(Data(#"{"b":1,"a":[true,null]}"#.utf8))
        guard case .object(let fields) = parsed else {
            Issue.record("not an object: \(parsed)")
            return
        }
        #expect(fields.map(\.key) == ["b", "a"])
        #expect(parsed == .object([("a", .array([.bool(true), .null])), ("b", .number("1"))]))
        #expect(parsed.description == #"{"a":[true,null],"b":1}"#)
    }

    @Test func objectKeysAreQuotedInJsvWhereNeeded() throws {
        let text = WireValue.object([("a,b", .number("1")), ("plain", .string("x,y"))]).jsv
        #expect(text == #"{"a,b":1,plain:"x,y"}"#)
        let reader = JsvReader(limits: JsvReader.Limits(maxDepth: 8, maxLength: .max, maxValues: .max))
        #expect(reader.value(text) == .object([("a,b", .string("1")), ("plain", .string("x,y"))]))
    }

    @Test func malformedJSONAndTooManyValuesAreTold() {
        #expect(throws: JSONTreeParser.Failure.tooManyValues(limit: 2)) {
            try JSONTreeParser.parse(Data("[1,2]".utf8), maxValues: 2)
        }
        #expect(throws: JSONTreeParser.Failure.malformed("Invalid JSON at offset 1: Unexpected end of input")) {
            try JSONTreeParser.parse(Data("[".utf8))
        }
    }
}
