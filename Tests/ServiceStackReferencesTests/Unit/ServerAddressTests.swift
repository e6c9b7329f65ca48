import Foundation
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

    @Test func aBareHostAndPortMeansHttp() {
        #expect(ServerAddress.url(from: "127.0.0.1:5050") == "http://127.0.0.1:5050")
        #expect(ServerAddress.url(from: "localhost:5000/api/") == "http://localhost:5000/api/")
        #expect(ServerAddress.url(from: "[::1]:8080") == "http://[::1]:8080")
        #expect(ServerAddress.url(from: "https://techstacks.io") == "https://techstacks.io")
        for notAServer in [
            "Api", "Api.dtos.swift", "techstacks.io", "http//127.0.0.1:1", "host:port", ":5050", "a:123456",
        ] {
            #expect(ServerAddress.url(from: notAServer) == nil, "\(notAServer)")
        }
    }
}
