import Foundation
import ServiceStackNativeTypes
import TestSupport
import Testing

/// The in-repo fixture documents' TypeScript output compiles under `tsc --strict`, and their JavaScript module output
/// loads in node.
@Suite(.tags(.processes))
struct TypeScriptFixtureProcessTests {
    static let fixtures = URL(fileURLWithPath: #filePath).deletingLastPathComponent().deletingLastPathComponent()
        .deletingLastPathComponent().appendingPathComponent("ServiceStackNativeTypesTests/Fixtures")
    static let names = ["bookings", "catalog", "techstacks", "test-server"]

    static func output(_ name: String, _ language: NativeTypesLanguage) throws -> String {
        let data = try Data(contentsOf: fixtures.appendingPathComponent("\(name).metadata.json"))
        return try language.generate(metadata: try MetadataTypes.decode(from: data))
    }

    static func temporaryFolder() throws -> URL {
        let folder = FileManager.default.temporaryDirectory.appendingPathComponent("ts-\(UUID().uuidString)")
        try FileManager.default.createDirectory(at: folder, withIntermediateDirectories: true)
        return folder
    }

    /// The ServiceStack types the hand-written fixture documents use without defining them (a server's own document
    /// defines every type it references), declared the way ServiceStack's client library shapes them, plus
    /// `catalog`'s undefined `GeoPoint`. Global, so that the module output and the ambient declarations both see them.
    static let missingTypes: [(name: String, declaration: String)] = [
        (
            "QueryBase",
            "declare class QueryBase { constructor(init?: any); skip?: number; take?: number; orderBy?: string; "
                + "orderByDesc?: string; include?: string; fields?: string; meta?: { [index:string]: string; }; }"
        ),
        ("QueryDb", "declare class QueryDb<T, Into = T> extends QueryBase { constructor(init?: any); }"),
        (
            "ResponseError",
            "declare class ResponseError { constructor(init?: any); errorCode?: string; fieldName?: string; "
                + "message?: string; }"
        ),
        (
            "ResponseStatus",
            "declare class ResponseStatus { constructor(init?: any); errorCode?: string; message?: string; "
                + "stackTrace?: string; errors?: ResponseError[]; }"
        ),
        (
            "AuditBase",
            "declare class AuditBase { constructor(init?: any); createdDate?: string; createdBy?: string; "
                + "modifiedDate?: string; modifiedBy?: string; deletedDate?: string; deletedBy?: string; }"
        ),
        ("GeoPoint", "declare class GeoPoint { constructor(init?: any); latitude?: number; longitude?: number; }"),
    ]

    /// The missing types an output does not declare itself (ambient declarations share one global scope).
    static func missingTypes(for output: String) -> String {
        missingTypes.filter { !output.contains("interface \($0.name)") }.map(\.declaration)
            .joined(separator: "\n")
    }

    /// The same types as JavaScript classes, for node.
    static let missingClasses =
        "for (const name of ['QueryBase', 'QueryDb', 'ResponseError', 'ResponseStatus', 'AuditBase', 'GeoPoint']) "
        + "globalThis[name] = class {};"

    @Test(
        "tsc --strict accepts the .ts and .d.ts output", .enabled(if: Toolchain.typeScript.isInstalled),
        arguments: names)
    func typeScriptCompiles(name: String) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let source = folder.appendingPathComponent("dtos.ts")
        let declarations = folder.appendingPathComponent("dtos.d.ts")
        let missing = folder.appendingPathComponent("missing-types.d.ts")
        try Self.output(name, .typeScript).write(to: source, atomically: true, encoding: .utf8)
        try Self.output(name, .typeScriptDeclarations).write(to: declarations, atomically: true, encoding: .utf8)
        let missingForDeclarations = folder.appendingPathComponent("missing-types-ambient.d.ts")
        try Self.missingTypes(for: "").write(to: missing, atomically: true, encoding: .utf8)
        try Self.missingTypes(for: Self.output(name, .typeScriptDeclarations)).write(
            to: missingForDeclarations, atomically: true, encoding: .utf8)
        // Ambient declarations are global: the DOM's globals (e.g. `Permissions`) would clash with a DTO's name, so
        // they are checked against the language alone, with the one DOM type they use.
        let blob = folder.appendingPathComponent("blob.d.ts")
        try "interface Blob { readonly size: number; }".write(to: blob, atomically: true, encoding: .utf8)
        let runs = [
            (source, ["es2020,dom", missing.path, source.path]),
            (declarations, ["es2020", missingForDeclarations.path, blob.path, declarations.path]),
        ]
        for (file, libAndFiles) in runs {
            let tsc = try #require(Toolchain.typeScript.url)
            let exit = try await ExecutableProcess.run(
                tsc, arguments: ["--strict", "--noEmit", "--target", "es2020", "--lib"] + libAndFiles,
                errors: .mergedIntoOutput)
            #expect(exit.succeeded, "\(file.lastPathComponent): \(exit.output)")
        }
    }

    @Test("node loads the .mjs output", .enabled(if: Toolchain.node.isInstalled), arguments: names)
    func javaScriptLoads(name: String) async throws {
        let folder = try Self.temporaryFolder()
        defer { try? FileManager.default.removeItem(at: folder) }
        let module = folder.appendingPathComponent("dtos.mjs")
        try Self.output(name, .javaScript).write(to: module, atomically: true, encoding: .utf8)
        let node = try #require(Toolchain.node.url)
        let script =
            Self.missingClasses + " const m = await import(process.argv[1]); console.log(Object.keys(m).length)"
        let exit = try await ExecutableProcess.run(
            node, arguments: ["--input-type=module", "-e", script, module.path], errors: .mergedIntoOutput)
        #expect(exit.succeeded, "\(exit.output)")
    }
}
