import Foundation
import ServiceStackNativeTypes
import Testing

/// What the TypeScript, declarations and JavaScript outputs hold for the fixture documents.
@Suite struct TypeScriptGeneratorTests {
    @Test func typeScriptMapsTypesAsServiceStack() throws {
        let output = try NativeTypesLanguage.typeScript.generate(
            metadata: try Fixtures.bookings(), context: Fixtures.context)
        #expect(output.hasPrefix("/* Options:"))
        #expect(output.contains("//MakePropertiesOptional: True"))
        #expect(output.contains("export interface IReturn<T>"))
        #expect(output.contains("getTypeName() { return '"))
        #expect(output.contains("(Object as any).assign(this, init)"))
    }

    @Test func hostileNamesAreRefusedAndCommentsCannotClose() throws {
        let json = """
            {"namespaces":[],"operations":[],"types":[{"name":"Bad Name","properties":[]}]}
            """
        #expect(throws: GeneratorError.self) {
            try NativeTypesLanguage.typeScript.generate(metadata: try Fixtures.metadata(json: json))
        }
        let described = """
            {"namespaces":[],"operations":[],"types":[{"name":"Ok","description":"end */ alert(1)","properties":[]}]}
            """
        let output = try NativeTypesLanguage.typeScript.generate(metadata: try Fixtures.metadata(json: described))
        #expect(!output.contains("end */"))
    }
}
