import Foundation
import ServiceStackNativeTypes
import Testing

/// Names that are keywords, start with digits, contain spaces or unicode, or repeat.
/// Compilation of this output is checked in `GeneratedCodeCompileTests`.
@Suite struct HostileNamesTests {
    @Test func hostileDocumentGeneratesEscapedNames() throws {
        let output = try Fixtures.generate(try HostileMetadata.document())
        for expected in [
            "public class `default` : IReturn, Codable", "public typealias Return = `default`",
            "public var `class`:String?", "public var `self`:String?", "public var type:String?",
            "public var `init`:String?", "public var `return`:Int?", "public var `true`:Bool?",
            "public var first_name:String?", "public var _2ndValue:Int?", "public var größe:Double?",
            "public var _value:String?", "public var 🙂:String?", "public var 🙃:String?",
            "//name:String ignored. Duplicate property name", "public var Description:String?",
            "public var deep:[String:[[String:[Int?]]]]?", "public var geo:String?",
            "public var version:String?",
            "public var immutable:String?", "public var odd:[String]?", "public var mode:`class`?",
            "public class My_Request : IReturnVoid, Codable", "public var value:_1stPlace?",
            "public class _1stPlace : Codable", "public class Größe : Codable",
            "case `default`", "case `Self`", "case _1st = \"1st\"", "case a_b = \"a b\"",
            "//case A ignored. Duplicate case name", "//case AlsoOne = 1 ignored. Duplicate raw value",
            "public class Box_1<T : Codable> : Codable", "public var nested:Box_1<Box_1<T>>?",
            "public var boxes:[Box_1<Box_1<String>>]?",
            "//things:[IThing<String>] ignored. Swift doesn't support interface properties",
            "public class HasThing : IThing, Codable", "public class Parent : Codable",
            "//id:Int ignored. Declared by base class",
        ] {
            #expect(output.contains(expected), "missing: \(expected)")
        }
    }

    @Test func renamedPropertiesKeepTheirWireNames() throws {
        let output = try Fixtures.generate(try HostileMetadata.document())
        #expect(output.contains("case first_name = \"first name\""))
        #expect(output.contains("case _2ndValue = \"2ndValue\""))
        #expect(output.contains("case _value = \"_\""))
    }

    /// `default` returns itself, so it gets the explicit Codable block.
    @Test func explicitCodableBlockQualifiesSelfAndShadowedTypes() throws {
        let output = try Fixtures.generate(try HostileMetadata.document())
        #expect(output.contains("self.`self` = try container.decodeIfPresent(String.self, forKey: .`self`)"))
        #expect(output.contains("if self.`self` != nil { try container.encode(self.`self`, forKey: .`self`) }"))
        #expect(output.contains("mode = try container.decodeIfPresent(Array<`class`>.Element.self, forKey: .mode)"))
        #expect(output.contains("`class` = try container.decodeIfPresent(String.self, forKey: .`class`)"))
    }

    @Test func maliciousTypeNameThrows() throws {
        let json = #"{"types":[{"name":"Evil\"Type","namespace":"X"}]}"#
        #expect(throws: GeneratorError.potentiallyMaliciousName("Evil\"Type")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    @Test func sameNameInTwoNamespacesThrows() throws {
        let json = #"{"types":[{"name":"Dup","namespace":"A"},{"name":"Dup","namespace":"B"}]}"#
        #expect(throws: GeneratorError.duplicateTypeName("Dup")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    @Test func namesThatSanitizeToTheSameIdentifierThrow() throws {
        let json = #"{"types":[{"name":"A B","namespace":"X"},{"name":"A_B","namespace":"X"}]}"#
        #expect(throws: GeneratorError.duplicateTypeName("A_B")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    @Test func propertyWithoutTypeThrows() throws {
        let json = #"{"types":[{"name":"A","properties":[{"name":"P"}]}]}"#
        #expect(throws: GeneratorError.missingPropertyType(type: "A", property: "P")) {
            try Fixtures.generate(try Fixtures.metadata(json: json))
        }
    }

    /// Random documents from a hostile alphabet: generation either succeeds or throws a `GeneratorError`.
    @Test func randomHostileDocumentsNeverCrash() throws {
        var random = SplitMix(seed: 42)
        let pieces = [
            "class", "Self", "1", " ", "Größe", "🙂", "_", "List`1", "<", ">", ",", "Type", "-", "a", "B",
            "`", "[]", ".",
        ]
        func name() -> String {
            (0..<random.next(upTo: 4) + 1).map { _ in pieces[random.next(upTo: pieces.count)] }.joined()
        }
        for _ in 0..<200 {
            var types: [MetadataType] = []
            for _ in 0..<4 {
                var type = MetadataType(name: name(), namespace: "Fuzz")
                type.properties = (0..<3).map { _ in
                    MetadataPropertyType(
                        name: name(), type: name(), genericArgs: random.next(upTo: 2) == 0 ? nil : [name()])
                }
                if random.next(upTo: 4) == 0 {
                    type.isEnum = true
                    type.enumNames = [name(), name()]
                }
                types.append(type)
            }
            do {
                let output = try Fixtures.generate(MetadataTypes(types: types))
                #expect(output.hasPrefix("/* Options:"))
            } catch is GeneratorError {
                // a clear, typed error is an acceptable outcome
            }
        }
    }
}

/// A small deterministic random generator for fuzzing.
struct SplitMix {
    var state: UInt64

    init(seed: UInt64) { state = seed }

    mutating func next(upTo bound: Int) -> Int {
        state &+= 0x9E37_79B9_7F4A_7C15
        var z = state
        z = (z ^ (z >> 30)) &* 0xBF58_476D_1CE4_E5B9
        z = (z ^ (z >> 27)) &* 0x94D0_49BB_1331_11EB
        return Int((z ^ (z >> 31)) % UInt64(bound))
    }
}
