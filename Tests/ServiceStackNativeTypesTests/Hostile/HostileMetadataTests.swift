import Foundation
import ServiceStackNativeTypes
import Testing

/// The generator reads metadata from servers, so a hostile or broken document must give an error or some output,
/// never a trap or a hang: seeded mutations of a real document, with the values servers are least likely to send.
@Suite struct HostileMetadataTests {
    static let hostileStrings = [
        "", " ", "`1", "List`1", "Nullable`1", "Dictionary`2", "List<", "Dictionary<String>", "<>", "A<B<C<D>>",
        "'", "''", "[]", "[][]", "?", "??", "T[]?", "Int32[]", "a.b.c.", ".", "`", "\u{0}", "\u{1B}[2J", "é\u{301}",
        "self", "Type", "class", "init", "default", "0abc", String(repeating: "<", count: 200),
        String(repeating: "List<", count: 100) + "Int32" + String(repeating: ">", count: 100),
        String(repeating: "x", count: 5_000),
    ]

    /// More with `HOSTILE_METADATA_DOCUMENTS=N swift test --filter HostileMetadataTests` for a longer run.
    static let documentsPerBatch = Int(ProcessInfo.processInfo.environment["HOSTILE_METADATA_DOCUMENTS"] ?? "") ?? 150

    @Test(arguments: 0..<8)
    func mutatedMetadataNeverTraps(batch: Int) throws {
        let url = TestPaths.fixtures.appendingPathComponent("bookings.metadata.json")
        let original = try JSONSerialization.jsonObject(with: Data(contentsOf: url))
        var random = SplitMix(seed: UInt64(batch) &* 7919 &+ 1)
        for _ in 0..<Self.documentsPerBatch {
            var document = original
            for _ in 0..<(1 + random.next(upTo: 6)) {
                document = mutate(document, random: &random)
            }
            guard JSONSerialization.isValidJSONObject(document),
                let data = try? JSONSerialization.data(withJSONObject: document)
            else { continue }
            _ = try? SwiftGenerator.generate(metadataJSON: data)
            if let metadata = try? MetadataTypes.decode(from: data) {
                for language in NativeTypesLanguage.allCases where language != .swift {
                    _ = try? language.generate(metadata: metadata)
                }
            }
            try expectBalancedCSharp(data)
            DartLexicalCheck.expectWellFormed(data)
            try expectBalancedJVM(data)
        }
    }

    /// The C# renderer refuses the document or writes one whose blocks all close (text from the document cannot
    /// open or close one).
    private func expectBalancedCSharp(_ data: Data) throws {
        guard let metadata = try? MetadataTypes.decode(from: data),
            let output = try? NativeTypesLanguage.cSharp.generate(metadata: metadata)
        else { return }
        let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
        #expect(lines.filter { $0 == "{" }.count == lines.filter { $0 == "}" }.count)
        #expect(
            lines.filter { $0.hasPrefix("/*") }.count == 1
                && lines.filter { $0.hasSuffix("*/") && !$0.hasPrefix("//") }.count == 1)
    }

    /// The Java and Kotlin renderers refuse the document or write one whose blocks and comments all close.
    private func expectBalancedJVM(_ data: Data) throws {
        guard let metadata = try? MetadataTypes.decode(from: data) else { return }
        for language in [NativeTypesLanguage.java, .kotlin] {
            guard let output = try? language.generate(metadata: metadata) else { continue }
            let lines = output.split(separator: "\n").map { $0.trimmingCharacters(in: .whitespaces) }
            #expect(lines.filter { $0 == "{" }.count == lines.filter { $0 == "}" }.count, "\(language)")
            #expect(lines.filter { $0.hasPrefix("/*") }.count == lines.filter { $0 == "*/" }.count, "\(language)")
        }
    }

    @Test func inheritanceCyclesAreRejectedOrGenerated() throws {
        let json = #"""
            {"types":[
              {"name":"A","namespace":"N","inherits":{"name":"B","namespace":"N"},"properties":[{"name":"X","type":"B"}]},
              {"name":"B","namespace":"N","inherits":{"name":"A","namespace":"N"}},
              {"name":"C","namespace":"N","inherits":{"name":"C","namespace":"N"}}
            ],"operations":[{"request":{"name":"A","namespace":"N"},"response":{"name":"C","namespace":"N"}}]}
            """#
        _ = try? SwiftGenerator.generate(metadataJSON: Data(json.utf8))
        try expectBalancedCSharp(Data(json.utf8))
        try expectBalancedJVM(Data(json.utf8))
    }

    /// Replaces, removes or duplicates one value somewhere in the tree.
    private func mutate(_ value: Any, random: inout SplitMix) -> Any {
        switch value {
        case var dictionary as [String: Any] where !dictionary.isEmpty && random.next(upTo: 4) != 0:
            let keys = dictionary.keys.sorted()
            let key = keys[random.next(upTo: keys.count)]
            if random.next(upTo: 8) == 0 {
                dictionary.removeValue(forKey: key)
            } else if let child = dictionary[key] {
                dictionary[key] = mutate(child, random: &random)
            }
            return dictionary
        case var array as [Any] where !array.isEmpty && random.next(upTo: 4) != 0:
            let index = random.next(upTo: array.count)
            switch random.next(upTo: 6) {
            case 0: array.remove(at: index)
            case 1: array.append(array[index])
            default: array[index] = mutate(array[index], random: &random)
            }
            return array
        default:
            return replacement(random: &random)
        }
    }

    private func replacement(random: inout SplitMix) -> Any {
        switch random.next(upTo: 6) {
        case 0: return Self.hostileStrings[random.next(upTo: Self.hostileStrings.count)]
        case 1: return [Self.hostileStrings[random.next(upTo: Self.hostileStrings.count)]]
        case 2: return random.next(upTo: 2) == 0 ? -1 : 1e300
        case 3: return NSNull()
        case 4: return ["name": Self.hostileStrings[random.next(upTo: Self.hostileStrings.count)]]
        default: return random.next(upTo: 2) == 0
        }
    }
}
