import Foundation
import ServiceStackNativeTypes
import Testing

/// Writes generated output to `DUMP_DIR` for inspection (only when that variable is set).
@Suite(.enabled(if: ProcessInfo.processInfo.environment["DUMP_DIR"] != nil))
struct DumpTests {
    @Test func dumpGeneratedFiles() throws {
        let directory = URL(fileURLWithPath: ProcessInfo.processInfo.environment["DUMP_DIR"] ?? "/tmp")
        try Data(try Fixtures.generate(try HostileMetadata.document()).utf8).write(
            to: directory.appendingPathComponent("hostile.swift"))
        try Data(
            try Fixtures.generate(
                try HostileMetadata.document(),
                NativeTypesOptions(useStructs: true, addIdentityConformances: true)
            ).utf8
        ).write(to: directory.appendingPathComponent("hostile-structs.swift"))
        for file in try TestPaths.inRepoDocuments() + (RealWorldMetadata.isAvailable ? RealWorldMetadata.files() : []) {
            let name = file.lastPathComponent.replacingOccurrences(of: ".metadata.json", with: "")
            try Data(try Fixtures.generate(try Fixtures.metadata(file)).utf8).write(
                to: directory.appendingPathComponent("\(name).swift"))
            let structs = NativeTypesOptions(useStructs: true, addIdentityConformances: true)
            try Data(try Fixtures.generate(try Fixtures.metadata(file), structs).utf8).write(
                to: directory.appendingPathComponent("\(name)-structs.swift"))
        }
    }
}
