import Foundation
import ServiceStack
import ServiceStackWire
import Testing

@testable import ServiceStackServer

@Suite struct StreamingJSONEncoderTests {
    private func text(_ data: Data?) throws -> String {
        String(decoding: try #require(data), as: UTF8.self)
    }

    /// The streamed JSON parsed back, for comparing with what `JSONEncoder` produces.
    private func parsed(_ data: Data) throws -> NSObject {
        try #require(try JSONSerialization.jsonObject(with: data, options: [.fragmentsAllowed]) as? NSObject)
    }

    private func foundationEncoding<T: Encodable>(_ value: T) throws -> Data {
        let encoder = JSONEncoder()
        encoder.dateEncodingStrategy = .custom { date, encoder in
            var container = encoder.singleValueContainer()
            try container.encode(WireDate.wcfUtc(date))
        }
        return try encoder.encode(value)
    }

    @Test func everyShapeMatchesJSONEncoder() throws {
        let streamed = try #require(try StreamingJSONEncoder.encode(EveryShape()))
        #expect(try parsed(streamed) == parsed(foundationEncoding(EveryShape())))
    }

    @Test func keysKeepDeclarationOrderAndNilsAreOmitted() throws {
        let json = try text(StreamingJSONEncoder.encode(EveryShape()))
        #expect(json.hasPrefix(#"{"zeta":"declared first","alpha":1,"int8":-8,"#))
        #expect(!json.contains("missing"))
        #expect(json.contains(#""derived":{"id":7,"createdBy":"base","title":"derived","tags":["a","b"]}"#))
    }

    @Test func scalarsAreWrittenTheServiceStackWay() throws {
        let json = try text(StreamingJSONEncoder.encode(EveryShape()))
        #expect(json.contains(#""uint64":18446744073709551615,"int64":-9223372036854775808"#))
        #expect(json.contains(#""double":1,"fraction":0.1,"huge":1e+20,"tiny":1e-07,"float":0.1,"flag":true"#))
        #expect(json.contains(#""date":"\/Date(1234567891)\/""#))
        #expect(json.contains(#""dates":["\/Date(0)\/","\/Date(-86400000)\/"]"#))
        #expect(json.contains(#""data":"AAEC+g==","url":"https://example.org/a?b=c","decimal":12.5"#))
        #expect(json.contains(#""colour":"green","colours":["red","green"],"optionals":[1,null,3]"#))
        #expect(json.contains(#""nested":{"name":"leaf"},"leaves":[{"name":"a","count":1},{"name":"b","count":2}]"#))
        #expect(json.contains(#""intKeyed":{"1":"a"},"matrix":[[1,2],[],[3]],"empty":[],"emptyMap":{}"#))
    }

    @Test func stringsEscapeQuotesBackslashesAndControlCharacters() throws {
        let json = try text(StreamingJSONEncoder.encode(EveryShape()))
        #expect(json.contains(#""text":"quote\" slash/ back\\ nl\n tab\t ctl\u0001 del"#))
        let value = try #require(try JSONSerialization.jsonObject(with: Data(json.utf8)) as? [String: Any])
        #expect(value["text"] as? String == EveryShape().text)
    }

    @Test func nestedContainersWrittenInOrderStream() throws {
        let json = try text(StreamingJSONEncoder.encode(NestedContainers()))
        #expect(json == #"{"header":{"a":1,"b":"two"},"items":[1,{"a":true},null],"after":"done"}"#)
    }

    @Test func shapesTheStreamCannotWriteFallBackToJSONEncoder() throws {
        #expect(try StreamingJSONEncoder.encode(InterleavedContainers()) == nil)
        #expect(try StreamingJSONEncoder.encode(UsesSuperEncoder()) == nil)
        #expect(try StreamingJSONEncoder.encode(NotANumber()) == nil)
        #expect(try StreamingJSONEncoder.encode([Decimal.nan]) == nil)

        let interleaved = try ResponseEncoding.encode(InterleavedContainers())
        #expect(try parsed(interleaved) == parsed(foundationEncoding(InterleavedContainers())))
        let withSuper = try ResponseEncoding.encode(UsesSuperEncoder())
        #expect(try parsed(withSuper) == parsed(foundationEncoding(UsesSuperEncoder())))
        #expect(throws: EncodingError.self) { try ResponseEncoding.encode(NotANumber()) }
    }

    @Test func topLevelScalarsArraysAndEmptyValues() throws {
        #expect(try text(StreamingJSONEncoder.encode("plain")) == #""plain""#)
        #expect(try text(StreamingJSONEncoder.encode([3, 4])) == "[3,4]")
        #expect(try text(StreamingJSONEncoder.encode(Optional<Int>.none)) == "null")
        #expect(try text(StreamingJSONEncoder.encode(WritesNothing())) == "{}")
        #expect(try text(StreamingJSONEncoder.encode([WritesNothing()])) == "[{}]")
    }

    @Test func recursiveValuesNestDeeply() throws {
        let chain = (1...500).reduce(ChainNode(value: 0, next: nil)) { next, value in
            ChainNode(value: value, next: next)
        }
        let streamed = try #require(try StreamingJSONEncoder.encode(chain))
        #expect(try parsed(streamed) == parsed(foundationEncoding(chain)))
        #expect(try text(streamed).hasPrefix(#"{"value":500,"next":{"value":499,"#))
    }
}
