import Testing

@testable import ServiceStackReferences

struct ReferenceFileNameTests {
    @Test func aNameGetsTheDtosEndingOnce() {
        #expect(ReferenceFileName.forName("TechStacks") == "TechStacks.dtos.swift")
        #expect(ReferenceFileName.forName("TechStacks.dtos.swift") == "TechStacks.dtos.swift")
        #expect(ReferenceFileName.forName("Sources/App/Api") == "Sources/App/Api.dtos.swift")
    }

    @Test func withoutANameTheFirstReferenceIsDtosSwift() {
        #expect(ReferenceFileName.forServer(host: "techstacks.io") { _ in false } == "dtos.swift")
    }

    @Test func whenDtosSwiftExistsTheHostLabelNamesTheFile() {
        let exists: (String) -> Bool = { $0 == "dtos.swift" }
        #expect(ReferenceFileName.forServer(host: "techstacks.io", exists: exists) == "techstacks.dtos.swift")
        #expect(ReferenceFileName.forServer(host: "api.Example.org", exists: exists) == "example.dtos.swift")
        #expect(ReferenceFileName.forServer(host: "localhost", exists: exists) == "localhost.dtos.swift")
        #expect(ReferenceFileName.forServer(host: "127.0.0.1", exists: exists) == "127-0-0-1.dtos.swift")
        #expect(ReferenceFileName.forServer(host: "[::1]", exists: exists) == "--1.dtos.swift")
    }

    @Test func onlyDtosFilesAreReferences() {
        #expect(ReferenceFileName.isReference(fileName: "dtos.swift"))
        #expect(ReferenceFileName.isReference(fileName: "Api.dtos.swift"))
        #expect(!ReferenceFileName.isReference(fileName: "mydtos.swift"))
        #expect(!ReferenceFileName.isReference(fileName: "Api.swift"))
    }
}
