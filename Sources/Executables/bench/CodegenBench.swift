import Foundation
import ServiceStackNativeTypes

/// Times Swift code generation: the largest metadata document in the repository (a snapshot of a project
/// server), the largest in `SERVICESTACK_METADATA_FIXTURES` when that names a folder of real-world documents, and a
/// synthetic 2,000-type document (median of several runs), and prints them with their ratio; then every other
/// language on the synthetic document, beside Swift.
enum CodegenBench {
    static let runs = 9
    static let context = GenerationContext(
        date: Date(timeIntervalSince1970: 0), timeZone: TimeZone(identifier: "UTC") ?? .current)

    static func run(instructions: Bool) async throws {
        print("codegen: median of \(runs) runs, load average \(loadAverage())")
        var fixtureMedian: Double?
        for folder in documentFolders() {
            guard let largest = try largestDocument(in: folder) else {
                print("  no *.metadata.json in \(folder.path)")
                continue
            }
            let generate = try timeDocument(largest, context: context)
            fixtureMedian = max(fixtureMedian ?? 0, generate)
        }

        let synthetic = syntheticDocument(typeCount: 2_000)
        let syntheticMedian = try median {
            _ = try SwiftGenerator.generate(metadata: synthetic, context: context)
        }
        let output = try SwiftGenerator.generate(metadata: synthetic, context: context)
        print(
            "  synthetic 2,000 types (\(output.utf8.count / 1024) KB of Swift): generate \(format(syntheticMedian)) ms"
                + " (target < 50 ms)"
        )
        let structMedian = try median {
            _ = try SwiftGenerator.generate(
                metadata: synthetic, options: NativeTypesOptions(useStructs: true), context: context)
        }
        print("  synthetic 2,000 types, struct mode: generate \(format(structMedian)) ms")
        try printLanguages(synthetic, swiftMedian: syntheticMedian)
        if let fixtureMedian, fixtureMedian > 0 {
            print("  ratio synthetic/largest document: \(format(syntheticMedian / fixtureMedian))x")
        }
        print("  load average after: \(loadAverage())")
        if instructions { try printInstructions() }
    }

    /// Decodes and generates `file`, prints both medians and returns the generation's.
    private static func timeDocument(_ file: URL, context: GenerationContext) throws -> Double {
        let data = try Data(contentsOf: file)
        let metadata = try MetadataTypes.decode(from: data)
        let decode = try median { _ = try MetadataTypes.decode(from: data) }
        let generate = try median {
            _ = try SwiftGenerator.generate(metadata: metadata, context: context)
        }
        let typeCount = metadata.types.count + metadata.operations.count * 2
        print(
            "  \(file.lastPathComponent) (\(data.count / 1024) KB, ~\(typeCount) types): "
                + "decode \(format(decode)) ms, generate \(format(generate)) ms"
        )
        return generate
    }

    static func largestDocument(in folder: URL) throws -> URL? {
        let files =
            ((try? FileManager.default.contentsOfDirectory(at: folder, includingPropertiesForKeys: [.fileSizeKey]))
            ?? [])
            .filter { $0.lastPathComponent.hasSuffix(".metadata.json") }
        return try files.max { try size($0) < size($1) }
    }

    private static func size(_ url: URL) throws -> Int {
        try url.resourceValues(forKeys: [.fileSizeKey]).fileSize ?? 0
    }

    /// The repository's documents (`Tests/ServiceStackNativeTypesTests/Fixtures`), then the folder that
    /// `SERVICESTACK_METADATA_FIXTURES` names, if set.
    static func documentFolders() -> [URL] {
        var packageRoot = URL(fileURLWithPath: #filePath).deletingLastPathComponent()
        while packageRoot.path != "/",
            !FileManager.default.fileExists(
                atPath: packageRoot.appendingPathComponent("Package.swift").path)
        {
            packageRoot.deleteLastPathComponent()
        }
        let inRepository = packageRoot.appendingPathComponent("Tests/ServiceStackNativeTypesTests/Fixtures")
        let outside = ProcessInfo.processInfo.environment["SERVICESTACK_METADATA_FIXTURES"].map {
            URL(fileURLWithPath: $0)
        }
        return [inRepository] + (outside.map { [$0] } ?? [])
    }

    static func median(_ body: () throws -> Void) throws -> Double {
        let clock = ContinuousClock()
        var samples: [Double] = []
        try body()  // warm-up
        for _ in 0..<runs {
            let elapsed = try clock.measure(body)
            samples.append(elapsed.inSeconds * 1_000)
        }
        samples.sort()
        return samples[samples.count / 2]
    }

    static func format(_ value: Double) -> String {
        String(format: "%.2f", value)
    }

    /// 500 operations (request + response each), 900 DTOs and 100 enums: 2,000 types.
    static func syntheticDocument(typeCount: Int) -> MetadataTypes {
        let operationCount = typeCount / 4
        let enumCount = typeCount / 20
        let dtoCount = typeCount - operationCount * 2 - enumCount
        let namespace = "Bench.ServiceModel"
        func property(_ name: String, _ type: String, _ args: [String]? = nil, valueType: Bool = false)
            -> MetadataPropertyType
        {
            var property = MetadataPropertyType(
                name: name, type: type, namespace: "System", genericArgs: args)
            property.isValueType = valueType ? true : nil
            return property
        }
        var types: [MetadataType] = []
        for index in 0..<enumCount {
            var type = MetadataType(name: "Status\(index)", namespace: namespace)
            type.isEnum = true
            type.enumNames = ["Pending", "Active", "Done", "Failed"]
            types.append(type)
        }
        for index in 0..<dtoCount {
            var type = MetadataType(name: "Model\(index)", namespace: namespace)
            if index % 5 == 1 {
                type.inherits = MetadataTypeName(name: "Model\(index - 1)", namespace: namespace)
            }
            type.description = index % 3 == 0 ? "Model number \(index)" : nil
            var status = MetadataPropertyType(
                name: "Status", type: "Status\(index % enumCount)", namespace: namespace)
            status.isEnum = true
            status.isValueType = true
            type.properties = [
                property("Id\(index)", "Int64", valueType: true),
                property("Name", "String"),
                property("CreatedDate", "DateTime", valueType: true),
                property("Amount", "Nullable`1", ["Decimal"], valueType: true),
                property("Tags", "List`1", ["String"]),
                property("Attributes", "Dictionary`2", ["String", "List<String>"]),
                property("Children", "List`1", ["Model\((index + 1) % dtoCount)"]),
                property("Duration", "TimeSpan", valueType: true),
                status,
                property("Parent", "Model\((index + 7) % dtoCount)"),
            ]
            types.append(type)
        }
        var operations: [MetadataOperationType] = []
        for index in 0..<operationCount {
            var request = MetadataType(name: "GetModel\(index)", namespace: namespace)
            request.implements = [
                MetadataTypeName(name: "IGet", namespace: "ServiceStack", genericArgs: [])
            ]
            request.properties = [
                property("Id", "Int64", valueType: true), property("Include", "List`1", ["String"]),
            ]
            var response = MetadataType(name: "GetModel\(index)Response", namespace: namespace)
            response.properties = [
                property("Result", "Model\(index % dtoCount)"),
                property("Results", "List`1", ["Model\((index * 3) % dtoCount)"]),
                property("ResponseStatus", "ResponseStatus"),
            ]
            var operation = MetadataOperationType(request: request, response: response)
            operation.routes = [MetadataRoute(path: "/models/\(index)/{Id}", verbs: "GET")]
            operation.returnType = MetadataTypeName(name: response.name, namespace: namespace)
            operations.append(operation)
        }
        return MetadataTypes(namespaces: [namespace], types: types, operations: operations)
    }
}
