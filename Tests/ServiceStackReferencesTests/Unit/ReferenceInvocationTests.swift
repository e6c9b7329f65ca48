import Foundation
import Testing

@testable import ServiceStackReferences

struct ReferenceInvocationTests {
    @Test func aUrlAddsDtosSwiftThenAHostNamedFile() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let first = try ReferenceInvocation.jobs(
            arguments: ["https://techstacks.io"], mode: .server, directory: folder.url)
        #expect(
            first == [
                .add(
                    file: folder.file("dtos.swift"), displayPath: "dtos.swift", baseUrl: "https://techstacks.io",
                    queryItems: [])
            ])
        try folder.write("x", to: "dtos.swift")
        let second = try ReferenceInvocation.jobs(
            arguments: ["https://techstacks.io"], mode: .server, directory: folder.url)
        #expect(second.map(\.displayPath) == ["techstacks.dtos.swift"])
    }

    @Test func aUrlAndNameAddNameDotDtos() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let jobs = try ReferenceInvocation.jobs(
            arguments: ["https://techstacks.io/?IncludeTypes=A", "TechStacks"], mode: .server, directory: folder.url)
        #expect(
            jobs == [
                .add(
                    file: folder.file("TechStacks.dtos.swift"), displayPath: "TechStacks.dtos.swift",
                    baseUrl: "https://techstacks.io", queryItems: [URLQueryItem(name: "IncludeTypes", value: "A")])
            ])
    }

    @Test func noArgumentsUpdatesEveryReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "B/Two.dtos.swift")
        try folder.write("x", to: "A.dtos.swift")
        let jobs = try ReferenceInvocation.jobs(arguments: [], mode: .server, directory: folder.url)
        #expect(jobs.map(\.displayPath) == ["A.dtos.swift", "B/Two.dtos.swift"])
        let inFolder = try ReferenceInvocation.jobs(arguments: ["B"], mode: .server, directory: folder.url)
        #expect(inFolder.map(\.displayPath) == ["B/Two.dtos.swift"])
        #expect(throws: ReferenceError.self) {
            try ReferenceInvocation.jobs(arguments: [], mode: .server, directory: folder.file("B/empty"))
        }
    }

    @Test func aHostAndPortWithoutSchemeIsAnHttpServer() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let named = try ReferenceInvocation.jobs(
            arguments: ["127.0.0.1:5050", "Api"], mode: .server, directory: folder.url)
        #expect(
            named == [
                .add(
                    file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift",
                    baseUrl: "http://127.0.0.1:5050", queryItems: [])
            ])
        let unnamed = try ReferenceInvocation.jobs(arguments: ["localhost:5000"], mode: .server, directory: folder.url)
        #expect(unnamed.map(\.displayPath) == ["dtos.swift"])
    }

    @Test func aServerWithoutSchemeOrPortIsToldToAddTheScheme() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect {
            try ReferenceInvocation.jobs(arguments: ["techstacks.io", "Api"], mode: .server, directory: folder.url)
        } throws: { error in
            "\(error)".contains("'techstacks.io' has no http:// or https:// in front")
        }
    }

    @Test func aFileOrItsNameUpdatesIt() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try folder.write("x", to: "Api.dtos.swift")
        #expect(
            try ReferenceInvocation.jobs(arguments: ["Api.dtos.swift"], mode: .server, directory: folder.url)
                == [.update(file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift")])
        #expect(
            try ReferenceInvocation.jobs(arguments: ["Api"], mode: .server, directory: folder.url)
                == [.update(file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift")])
    }

    @Test func aFolderNamedLikeAReferenceIsTreatedAsTheReference() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        try FileManager.default.createDirectory(at: folder.file("Odd.dtos.swift"), withIntermediateDirectories: true)
        #expect(
            try ReferenceInvocation.jobs(arguments: ["Odd.dtos.swift"], mode: .server, directory: folder.url)
                == [.update(file: folder.file("Odd.dtos.swift"), displayPath: "Odd.dtos.swift")])
    }

    @Test func aUrlWithAnotherSchemeSaysWhichSchemesWork() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: ReferenceError.invalidURL("ftp://a.example", reason: "it must start with http:// or https://"))
        {
            try ReferenceInvocation.jobs(arguments: ["ftp://a.example", "Api"], mode: .server, directory: folder.url)
        }
    }

    @Test func unusableArgumentsAreExplained() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        #expect(throws: ReferenceError.fileNotFound(path: "Missing.dtos.swift")) {
            try ReferenceInvocation.jobs(arguments: ["Missing.dtos.swift"], mode: .server, directory: folder.url)
        }
        #expect(throws: ReferenceError.self) {
            try ReferenceInvocation.jobs(arguments: ["nothing"], mode: .server, directory: folder.url)
        }
        #expect(throws: ReferenceError.self) {
            try ReferenceInvocation.jobs(
                arguments: ["Name", "https://a.example"], mode: .server, directory: folder.url)
        }
        #expect(throws: ReferenceError.self) {
            try ReferenceInvocation.jobs(arguments: ["http//a.example"], mode: .server, directory: folder.url)
        }
        #expect(throws: ReferenceError.self) {
            try ReferenceInvocation.jobs(arguments: ["a", "b", "c"], mode: .server, directory: folder.url)
        }
    }

    @Test func withAMetadataFileANameAddsOrUpdates() throws {
        let folder = try TemporaryFolder()
        defer { folder.remove() }
        let mode = GenerationMode.metadataFile(folder.file("api.json"))
        #expect(
            try ReferenceInvocation.jobs(arguments: [], mode: mode, directory: folder.url)
                == [.add(file: folder.file("dtos.swift"), displayPath: "dtos.swift", baseUrl: nil, queryItems: [])])
        #expect(
            try ReferenceInvocation.jobs(arguments: ["Api"], mode: mode, directory: folder.url)
                == [
                    .add(
                        file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift", baseUrl: nil, queryItems: []
                    )
                ])
        try folder.write("x", to: "Api.dtos.swift")
        #expect(
            try ReferenceInvocation.jobs(arguments: ["Api"], mode: mode, directory: folder.url)
                == [.update(file: folder.file("Api.dtos.swift"), displayPath: "Api.dtos.swift")])
    }
}
