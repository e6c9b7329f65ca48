import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// The TypeScript, ambient declaration and JavaScript outputs for the test-server and TechStacks documents, with the
/// default options and with every TypeScript option set; regenerate with `UPDATE_GOLDEN=1`.
@Suite struct TypeScriptGoldenTests {
    static let fixtures = ["techstacks", "test-server"]
    static let outputs: [(language: NativeTypesLanguage, suffix: String)] = [
        (.typeScript, "ts"), (.typeScriptDeclarations, "d.ts"), (.javaScript, "mjs"),
    ]

    @Test(arguments: fixtures)
    func defaultOptionsMatchGolden(name: String) throws {
        let metadata = try Fixtures.metadata(TestPaths.fixtures.appendingPathComponent("\(name).metadata.json"))
        for (language, suffix) in Self.outputs {
            let output = try language.generate(metadata: metadata, context: Fixtures.context)
            try Golden.check(output, "typescript/\(name).\(suffix)")
        }
    }
}
