import Foundation
import ServiceStack
import Testing

@Suite struct WireDateTests {
    let y2001 = Date(timeIntervalSince1970: 978_310_861)

    @Test func parsesWcfDatesWithAndWithoutOffset() {
        #expect(WireDate.parse("/Date(978310861000)/") == y2001)
        #expect(WireDate.parse("/Date(978310861000-0000)/") == y2001)
        #expect(WireDate.parse("/Date(978310861000+0100)/") == y2001)
        #expect(WireDate.parse("\\/Date(978310861000)\\/") == y2001)
        #expect(WireDate.parse("/Date(-1000)/") == Date(timeIntervalSince1970: -1))
    }

    @Test func parsesIso8601Forms() {
        #expect(WireDate.parse("2001-01-01T01:01:01Z") == y2001)
        #expect(WireDate.parse("2001-01-01T01:01:01.000Z") == y2001)
        #expect(WireDate.parse("2001-01-01T01:01:01.0000000Z") == y2001)
        #expect(WireDate.parse("2001-01-01T02:01:01+01:00") == y2001)
        #expect(WireDate.parse("2001-01-01T00:01:01-01:00") == y2001)
        #expect(WireDate.parse("2001-01-01T01:01:01.5Z") == y2001.addingTimeInterval(0.5))
        #expect(WireDate.parse("2001-01-01") == Date(timeIntervalSince1970: 978_307_200))
    }

    @Test func rejectsMalformedDates() {
        for bad in [
            "", "yesterday", "/Date(abc)/", "/Date(12", "2001-13-01", "2001-02-30T00:00:00Z", "2001-01-01T25:00",
        ] {
            #expect(WireDate.parse(bad) == nil, "\(bad)")
        }
    }

    @Test func formatsWcfAndIso() {
        #expect(WireDate.wcf(y2001) == "/Date(978310861000-0000)/")
        #expect(WireDate.iso8601(y2001) == "2001-01-01T01:01:01.000Z")
        #expect(y2001.jsonDate == "/Date(978310861000-0000)/")
        #expect(WireDate.wcfUtc(y2001) == "/Date(978310861000)/")
    }

    @Test func badDateIsADecodingErrorNotNow() {
        let json = #"{"created":"not a date"}"#
        #expect(throws: DecodingError.self) {
            try fromJsonDataThrows(GetTechnologyResponse.self, Data(json.utf8))
        }
    }

    @Test func decodesEveryDateFormInJson() throws {
        for text in ["\\/Date(978310861000)\\/", "/Date(978310861000+0000)/", "2001-01-01T01:01:01Z"] {
            let response = try fromJsonDataThrows(GetTechnologyResponse.self, Data(#"{"created":"\#(text)"}"#.utf8))
            #expect(response.created == y2001)
        }
    }
}
