import Foundation
import Testing

@testable import ServiceStackNativeTypes

/// What `ExportAsTypes`, `AddResponseStatus`, `AddImplicitVersion`, `DefaultImports` and `GlobalNamespace` change in
/// the TypeScript output, as ServiceStack's TypeScript generator does.
@Suite struct TypeScriptOptionsTests {
    static func output(_ options: [String: String]) throws -> String {
        try output("test-server", .typeScript, options)
    }

    static func output(
        _ name: String, _ language: NativeTypesLanguage, _ options: [String: String]
    ) throws -> String {
        let metadata = try Fixtures.metadata(TestPaths.fixtures.appendingPathComponent("\(name).metadata.json"))
        let parameters = options.sorted { $0.key < $1.key }.map { OptionParameter(key: $0.key, value: $0.value) }
        return try language.generate(metadata: metadata, parameters: parameters, context: Fixtures.context)
    }

    @Test func defaultImportsBecomeImportsBeforeTheTypes() throws {
        let output = try Self.output(["DefaultImports": "Foo:./foo,Bar/Baz:'@x/y',./polyfill"])
        #expect(output.contains("DefaultImports: Foo:./foo,Bar/Baz:'@x/y',./polyfill\n"))
        #expect(
            output.contains(
                "*/\n\nimport { Foo } from \"./foo\";\nimport { Bar, Baz } from \"@x/y\";\nimport \"./polyfill\";\n\n"
                    + "export interface IReturn<T>"))
    }

    @Test func defaultImportsThatAreNotImportsAreRefused() throws {
        #expect(throws: OptionsError.invalidValue(key: "DefaultImports", value: "a;alert(1):m")) {
            try Self.output(["DefaultImports": "a;alert(1):m"])
        }
        #expect(TypeScriptImport("x:a\"b")?.line == #"import { x } from "a\"b";"#)
    }

    @Test func globalNamespaceWrapsTheTypesInAModule() throws {
        let output = try Self.output(["GlobalNamespace": "Example.Api"])
        #expect(output.contains("\nexport module Example.Api\n{\n    export interface IReturn<T>\n"))
        #expect(output.contains("\n    export class Hello implements IReturn<HelloResponse>\n"))
        #expect(output.hasSuffix("\n}\n"))
        #expect(throws: OptionsError.invalidValue(key: "GlobalNamespace", value: "Example-Api")) {
            try Self.output(["GlobalNamespace": "Example-Api"])
        }
    }

    @Test func exportAsTypesFalseWritesAmbientInterfaces() throws {
        let output = try Self.output("techstacks", .typeScript, ["ExportAsTypes": "false"])
        #expect(!output.contains("export class"))
        #expect(output.contains("\ninterface Technology extends TechnologyBase\n"))
        #expect(output.contains("ExportAsTypes: false\n"))
        let wrapped = try Self.output("techstacks", .typeScript, ["ExportAsTypes": "false", "GlobalNamespace": "Api"])
        #expect(wrapped.contains("\ndeclare module Api\n{\n"))
        #expect(!wrapped.contains("declare enum"))
        let declarations = try Self.output("techstacks", .typeScriptDeclarations, ["ExportAsTypes": "true"])
        #expect(declarations.contains("\nexport class Technology extends TechnologyBase\n"))
    }

    @Test func addResponseStatusAddsItToResponsesWithoutOne() throws {
        let output = try Self.output(["AddResponseStatus": "true"])
        #expect(
            output.contains(
                "export class HelloResponse\n{\n    public result?: string;\n    public responseStatus?: ResponseStatus;\n"
            ))
        #expect(!output.contains("export class Hello implements IReturn<HelloResponse>\n{\n    public responseStatus"))
        let withOwn = try Self.output("techstacks", .typeScript, ["AddResponseStatus": "true"])
        #expect(!withOwn.contains("public responseStatus?: ResponseStatus;\n    public responseStatus"))
    }

    @Test func addImplicitVersionAddsAVersionToRequests() throws {
        let output = try Self.output(["AddImplicitVersion": "2"])
        #expect(
            output.contains(
                "export class Hello implements IReturn<HelloResponse>\n{\n    public version?: number; //2\n"))
        #expect(!output.contains("export class HelloResponse\n{\n    public version"))
        #expect(output.contains("\nAddImplicitVersion: 2\n"))
    }

    @Test func everyOptionMatchesGolden() throws {
        let options = [
            "AddImplicitVersion": "1", "AddResponseStatus": "true", "DefaultImports": "Blob:./blob",
            "GlobalNamespace": "TestServer.Api",
        ]
        try Golden.check(try Self.output(options), "typescript/test-server-options.ts")
        try Golden.check(
            try Self.output("techstacks", .typeScriptDeclarations, options), "typescript/techstacks-options.d.ts")
    }
}
