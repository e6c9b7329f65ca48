import Foundation
import ServiceStackNativeTypes
import Testing

/// Hostile shapes rather than names: cycles, deep nesting, missing fields and huge documents.
/// Each produces output or a typed error, never a crash.
@Suite struct HostileStructureTests {
    @Test func cyclicInheritanceIsAClearError() throws {
        let json = #"""
            {"types":[
              {"name":"A","namespace":"X","inherits":{"name":"B"}},
              {"name":"B","namespace":"X","inherits":{"name":"C"}},
              {"name":"C","namespace":"X","inherits":{"name":"A"}}
            ]}
            """#
        #expect(throws: GeneratorError.cyclicInheritance("A")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    @Test func selfInheritanceIsAClearError() throws {
        let json = #"{"types":[{"name":"Loop","namespace":"X","inherits":{"name":"Loop"}}]}"#
        #expect(throws: GeneratorError.cyclicInheritance("Loop")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    @Test func inheritingFromAnUnselectedTypeIsNotACycle() throws {
        let json = #"""
            {"types":[
              {"name":"A","namespace":"X","inherits":{"name":"B"}},
              {"name":"B","namespace":"X","inherits":{"name":"A"}}
            ]}
            """#
        let output = try Fixtures.generate(
            try Fixtures.metadata(json: json), NativeTypesOptions(excludeTypes: ["B"]))
        // B is excluded, not missing: like the official generator, A still names it as its base.
        #expect(output.contains("public class A : B\n"))
        #expect(!output.contains("public class B"))
    }

    @Test func deeplyNestedGenericArgumentIsAClearError() throws {
        let depth = 5_000
        let argument = String(repeating: "List<", count: depth) + "Int32" + String(repeating: ">", count: depth)
        var type = MetadataType(name: "Deep", namespace: "X")
        type.properties = [MetadataPropertyType(name: "P", type: "List`1", genericArgs: [argument])]
        #expect(throws: GeneratorError.invalidGenericArgument(argument)) {
            try Fixtures.generate(MetadataTypes(types: [type]))
        }
    }

    @Test func nestingWithinTheLimitGenerates() throws {
        let argument = String(repeating: "List<", count: 20) + "Int32" + String(repeating: ">", count: 20)
        var type = MetadataType(name: "Nested", namespace: "X")
        type.properties = [MetadataPropertyType(name: "P", type: "List`1", genericArgs: [argument])]
        let output = try Fixtures.generate(MetadataTypes(types: [type]))
        #expect(output.contains("public var p:" + String(repeating: "[", count: 21) + "Int"))
    }

    @Test func deeplyNestedJSONIsADecodingError() {
        let depth = 100_000
        let json =
            #"{"types":[],"x":"# + String(repeating: "[", count: depth) + String(repeating: "]", count: depth)
            + "}"
        #expect(throws: MetadataDecodingError.self) { try Fixtures.metadata(json: json) }
    }

    @Test func longInheritanceChainGenerates() throws {
        let count = 1_000
        let types = (0..<count).map { index in
            var type = MetadataType(name: "Level\(index)", namespace: "X")
            if index > 0 { type.inherits = MetadataTypeName(name: "Level\(index - 1)", namespace: "X") }
            type.properties = [MetadataPropertyType(name: "Value\(index)", type: "String")]
            return type
        }
        let output = try Fixtures.generate(MetadataTypes(types: types))
        #expect(output.contains("public class Level999 : Level998"))
    }

    @Test func typesWithOnlyANameGenerate() throws {
        let json =
            #"{"operations":[{"request":{"name":"Bare"}}],"types":[{"name":"Plain"},{"name":"E","isEnum":true}]}"#
        let output = try Fixtures.generate(try Fixtures.metadata(json: json))
        #expect(output.contains("public class Bare : Codable"))
        #expect(output.contains("public class Plain : Codable"))
        #expect(output.contains("public enum E : Codable"))
    }

    @Test func operationWithoutRequestNamesItsPath() {
        let json = #"{"operations":[{"request":{"name":"A"}},{"response":{"name":"B"}}]}"#
        #expect(
            throws: MetadataDecodingError(path: "operations[1].request", reason: "required key is missing")
        ) { try Fixtures.metadata(json: json) }
    }

    /// 10,000 interlinked types (a cycle through all of them) in class and struct mode.
    @Test func hugeInterlinkedDocumentGenerates() throws {
        let count = 10_000
        let types = (0..<count).map { index in
            var type = MetadataType(name: "T\(index)", namespace: "Huge")
            type.properties = [
                MetadataPropertyType(name: "Id", type: "Int32"),
                MetadataPropertyType(name: "Next", type: "T\((index + 1) % count)"),
                MetadataPropertyType(name: "All", type: "List`1", genericArgs: ["T\((index + 7) % count)"]),
            ]
            return type
        }
        let metadata = MetadataTypes(types: types)
        let classes = try Fixtures.generate(metadata)
        #expect(classes.contains("public class T9999 : Codable"))
        let structs = try Fixtures.generate(metadata, NativeTypesOptions(useStructs: true))
        #expect(structs.contains("nonisolated public struct T0 : Codable, Sendable"))
        #expect(structs.contains("private var _next = DtoIndirect<T1?>(wrappedValue: nil)"))
    }
}
