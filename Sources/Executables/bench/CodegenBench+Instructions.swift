import Foundation
import ServiceStackNativeTypes

extension CodegenBench {
    /// Generations per callgrind run of the synthetic document (the fixture's are ten times as many: it is small).
    static let countedGenerations = 3

    /// `--operations N --mode class|struct|fixture|{language}`: N generations of one kind and nothing else, for
    /// callgrind (`{language}` is a `/types/{name}` of a language other than Swift, on the synthetic document).
    static func generate(mode: String, times: Int) throws {
        let metadata: MetadataTypes
        var options = NativeTypesOptions()
        switch mode {
        case "class":
            metadata = syntheticDocument(typeCount: 2_000)
        case "struct":
            metadata = syntheticDocument(typeCount: 2_000)
            options = NativeTypesOptions(useStructs: true)
        case "fixture":
            guard let folder = documentFolders().first, let file = try largestDocument(in: folder) else {
                throw BenchError.unexpected("no *.metadata.json in the repository's fixtures")
            }
            metadata = try MetadataTypes.decode(from: Data(contentsOf: file))
        default:
            guard let language = NativeTypesLanguage(pathName: mode), language != .swift else {
                throw BenchError.unexpected("--mode is class, struct, fixture or a language, not \(mode)")
            }
            let synthetic = syntheticDocument(typeCount: 2_000)
            for _ in 0..<times { _ = try language.generate(metadata: synthetic, context: context) }
            return
        }
        for _ in 0..<times {
            _ = try SwiftGenerator.generate(metadata: metadata, options: options, context: context)
        }
    }

    /// Instructions per generation of each kind, from callgrind runs of this binary. Codegen has no baseline of
    /// its own: the counts are absolute, each also given against class mode's.
    static func printInstructions() throws {
        print(
            "instructions per generation (callgrind; document building and decoding excluded; ratios against class mode):"
        )
        var rows: [(name: String, instructions: Double)] = []
        for (mode, name) in [("class", "synthetic, class mode"), ("struct", "synthetic, struct mode")] {
            let count = try Callgrind.instructionsPerOperation(
                ["codegen", "--mode", mode], operations: countedGenerations)
            rows.append((name, count))
        }
        let fixture = try Callgrind.instructionsPerOperation(
            ["codegen", "--mode", "fixture"], operations: countedGenerations * 10)
        rows.append(("largest in-repo document", fixture))
        for language in otherLanguages {
            // A language that fails on the document would make the counted run fail: it is left out of the table.
            guard (try? language.generate(metadata: syntheticDocument(typeCount: 20), context: context)) != nil else {
                print("  \(language.displayName): the generator refuses the synthetic document")
                continue
            }
            let count = try Callgrind.instructionsPerOperation(
                ["codegen", "--mode", language.rawValue], operations: countedGenerations)
            rows.append(("synthetic, \(language.displayName)", count))
        }
        print(Callgrind.report(rows).split(separator: "\n").map { "  " + $0 }.joined(separator: "\n"))
    }

    /// The 1-, 5- and 15-minute load averages (Linux `/proc/loadavg`; "unknown" elsewhere).
    static func loadAverage() -> String {
        guard let text = try? String(contentsOfFile: "/proc/loadavg", encoding: .utf8) else { return "unknown" }
        return text.split(separator: " ").prefix(3).joined(separator: " ")
    }
}
