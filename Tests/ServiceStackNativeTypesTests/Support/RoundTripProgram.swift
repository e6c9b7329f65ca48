import Foundation
import TestSupport

/// Source of small programs that decode sample JSON with generated types and encode it back, for generated code
/// that only a scratch package can compile (MainActor-by-default targets, hostile documents).
enum RoundTripProgram {
    static let helper = """
        import Foundation
        import ServiceStack

        func roundTrip<T: Codable>(_ type: T.Type, _ name: String, _ json: String) {
            do {
                let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
                let data = try JSONEncoder().encode(value)
                let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
                let again = try JSONSerialization.jsonObject(with: data) as? NSDictionary
                print(original == again ? "OK \\(name)" : "MISMATCH \\(name) \\(String(decoding: data, as: UTF8.self))")
            } catch {
                print("ERROR \\(name) \\(error)")
            }
        }

        """

    static func source(module: String) -> String {
        var text = helper + "import \(module)\n\n"
        for sample in BookingsSamples.all {
            text += "roundTrip(\(sample.type).self, \"\(sample.type)\", #\"\(sample.json)\"#)\n"
        }
        return text
    }

    static func structsSource(module: String) -> String {
        let json = #"{"id":1,"value":"a","next":{"id":2,"value":"b","children":[{"id":3}]}}"#
        return helper
            + "import \(module)\n\nroundTrip(RecursiveNode.self, \"RecursiveNode\", #\"\(json)\"#)\n"
    }
}
