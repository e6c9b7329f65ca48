import Foundation
import Testing

@testable import ServiceStackReferences

struct FileTests {
    @Test func atomicWritesReplaceTheFileKeepItsPermissionsAndLeaveNoTemporaryFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("old", to: "Api.dtos.swift")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o640], ofItemAtPath: folder.file("Api.dtos.swift").path)
        try AtomicFileWriter.write("new", to: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift")
        #expect(try folder.read("Api.dtos.swift") == "new")
        let permissions =
            try FileManager.default.attributesOfItem(atPath: folder.file("Api.dtos.swift").path)[
                .posixPermissions] as? NSNumber
        #expect(permissions?.intValue == 0o640)
        #expect(try FileManager.default.contentsOfDirectory(atPath: folder.url.path) == ["Api.dtos.swift"])
    }

    @Test func writingIntoAMissingFolderFailsCleanly() {
        let target = URL(fileURLWithPath: "/nonexistent-\(UUID().uuidString)/Api.dtos.swift")
        #expect(throws: ReferenceError.self) {
            try AtomicFileWriter.write("x", to: target, displayPath: "Api.dtos.swift")
        }
    }

    @Test func readOnlyFilesAndFoldersAreNotReplaceable() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "ReadOnly.dtos.swift")
        try FileManager.default.setAttributes(
            [.posixPermissions: 0o444], ofItemAtPath: folder.file("ReadOnly.dtos.swift").path)
        #expect(throws: ReferenceError.notWritable(path: "r", reason: "the file is read-only")) {
            try ReferenceFile.ensureReplaceable(folder.file("ReadOnly.dtos.swift"), displayPath: "r")
        }
        try FileManager.default.createDirectory(at: folder.file("Dir.dtos.swift"), withIntermediateDirectories: true)
        #expect(throws: ReferenceError.notWritable(path: "d", reason: "it is a folder")) {
            try ReferenceFile.ensureReplaceable(folder.file("Dir.dtos.swift"), displayPath: "d")
        }
        try ReferenceFile.ensureReplaceable(folder.file("New.dtos.swift"), displayPath: "n")
    }

    @Test func readingReportsMissingFoldersAndNonText() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: ReferenceError.fileNotFound(path: "m")) {
            try ReferenceFile.read(folder.file("Missing.dtos.swift"), displayPath: "m")
        }
        try FileManager.default.createDirectory(at: folder.file("Dir.dtos.swift"), withIntermediateDirectories: true)
        #expect(throws: ReferenceError.unreadable(path: "d", reason: "it is a folder")) {
            try ReferenceFile.read(folder.file("Dir.dtos.swift"), displayPath: "d")
        }
        try Data([0xFF, 0xFE, 0x00, 0xC3]).write(to: folder.file("Binary.dtos.swift"))
        #expect(throws: ReferenceError.unreadable(path: "b", reason: "it is not UTF-8 text")) {
            try ReferenceFile.read(folder.file("Binary.dtos.swift"), displayPath: "b")
        }
    }
}
