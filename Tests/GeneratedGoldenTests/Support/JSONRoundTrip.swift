import Foundation
import TestSupport
import Testing

/// Decodes JSON with a generated type and encodes it again: the two JSON documents must be equal.
enum JSONRoundTrip {
    static func expectEqual<T: Codable>(
        _ type: T.Type, _ json: String, sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
        let data = try JSONEncoder().encode(value)
        let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
        let again = try JSONSerialization.jsonObject(with: data) as? NSDictionary
        #expect(
            original == again, "\(T.self): \(String(decoding: data, as: UTF8.self))", sourceLocation: sourceLocation)
    }

    /// Round-trips every sample through the type `types` maps its name to.
    static func expectSamples(
        _ samples: [JSONSample], _ types: [String: any Codable.Type],
        sourceLocation: SourceLocation = #_sourceLocation
    ) throws {
        #expect(Set(types.keys) == Set(samples.map(\.type)), sourceLocation: sourceLocation)
        for sample in samples {
            let type = try #require(types[sample.type], sourceLocation: sourceLocation)
            try roundTrip(type, sample.json, sourceLocation)
        }
    }

    private static func roundTrip<T: Codable>(
        _ type: T.Type, _ json: String, _ sourceLocation: SourceLocation
    ) throws {
        try expectEqual(type, json, sourceLocation: sourceLocation)
    }
}
