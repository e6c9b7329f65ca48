import Testing

@testable import ServiceStackReferences

struct ServerAddressTests {
    @Test func theBaseUrlLosesTrailingSlashesAndTheTypesPath() throws {
        #expect(try ServerAddress(parsing: "https://techstacks.io/").baseUrl == "https://techstacks.io")
        #expect(try ServerAddress(parsing: "http://localhost:5000/api/").baseUrl == "http://localhost:5000/api")
        let address = try ServerAddress(parsing: "https://Host.example.org/types/swift?IncludeTypes=Hello.*")
        #expect(address.baseUrl == "https://Host.example.org")
        #expect(address.host == "host.example.org")
        #expect(address.queryItems.map(\.name) == ["IncludeTypes"])
        #expect(address.queryItems.map(\.value) == ["Hello.*"])
    }

    @Test func onlyHttpUrlsWithAHostAreAccepted() {
        #expect(throws: ReferenceError.self) { try ServerAddress(parsing: "localhost:5000") }
        #expect(throws: ReferenceError.self) { try ServerAddress(parsing: "ftp://example.org") }
        #expect(throws: ReferenceError.self) { try ServerAddress(parsing: "http://") }
        #expect(throws: ReferenceError.self) { try ServerAddress(parsing: "https://exa mple.org") }
    }
}
