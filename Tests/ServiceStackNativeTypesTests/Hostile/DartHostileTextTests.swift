import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// The fixture documents with every description, note, route and attribute value replaced by text aimed at Dart's
/// lexer (`$name`, `${…}`, `*/`, a nested `/*`, quotes, backslashes, line breaks): the output must stay well formed.
@Suite struct DartHostileTextTests {
    static let attacks = [
        "$x", "${x}", "*/ class X {", "/* a", "'", "\"", "\\", "a\nb", "a\r\n} //", "\\$x", "*/*/", "/*/", "\u{2028}",
    ]
    static let textKeys: Set<String> = ["description", "notes", "path", "verbs", "value", "summary"]

    @Test(arguments: ["bookings", "test-server", "catalog"])
    func hostileTextStaysInsideItsCommentOrString(name: String) throws {
        let url = TestPaths.fixtures.appendingPathComponent("\(name).metadata.json")
        var counter = 0
        let document = Self.replacingText(
            in: try JSONSerialization.jsonObject(with: Data(contentsOf: url)), counter: &counter)
        let data = try JSONSerialization.data(withJSONObject: document)
        let output = try NativeTypesLanguage.dart.generate(
            metadata: try MetadataTypes.decode(from: data), parameters: [OptionParameter(key: "Note", value: "*/ $x")])
        #expect(counter > 0)
        #expect(DartLexicalCheck.firstProblem(in: output) == nil)
    }

    private static func replacingText(in value: Any, counter: inout Int) -> Any {
        switch value {
        case let dictionary as [String: Any]:
            var result: [String: Any] = [:]
            for (key, child) in dictionary {
                if textKeys.contains(key), child is String {
                    result[key] = attacks[counter % attacks.count]
                    counter += 1
                } else {
                    result[key] = replacingText(in: child, counter: &counter)
                }
            }
            return result
        case let array as [Any]:
            return array.map { replacingText(in: $0, counter: &counter) }
        default:
            return value
        }
    }
}
