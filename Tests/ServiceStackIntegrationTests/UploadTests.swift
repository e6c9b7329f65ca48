import Foundation
import ServiceStack
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct UploadTests {
    @Test(arguments: TransportKind.allCases)
    func uploadsFileWithRequestFields(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = TestFileUploads()
        request.id = 1
        request.refId = "ref"
        let file = UploadFile(fileName: "test.txt", data: Data("hello world".utf8), fieldName: "audio")
        let response = try await client.postFileWithRequestAsync(request: request, file: file)
        #expect(response.id == 1)
        #expect(response.refId == "ref")
        #expect(response.fileName == "test.txt")
        #expect(response.contentLength == 11)
        #expect(response.contentType == "text/plain")
        #expect(response.contents == "hello world")
    }

    @Test(arguments: TransportKind.allCases)
    func uploadsSeveralFilesWithPut(transport: TransportKind) async throws {
        let client = try await transport.client()
        let files = [
            UploadFile(fileName: "a.txt", data: Data("aaa".utf8)),
            UploadFile(fileName: "b.png", data: Data([0x89, 0x50]), contentType: "image/png"),
        ]
        let response = try await client.putFilesWithRequestAsync(request: TestFileUploads(), files: files)
        #expect(response.files.map(\.fileName) == ["a.txt", "b.png"])
    }
}
