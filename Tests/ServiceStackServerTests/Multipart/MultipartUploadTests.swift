import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct MultipartUploadTests {
    /// A raw multipart POST to `TestFileUploads`.
    static func post(_ client: JsonServiceClient, body: String, contentType: String) async throws
        -> TestFileUploadsResponse
    {
        var request = URLRequest(url: try #require(URL(string: client.replyUrl + "TestFileUploads")))
        request.httpMethod = "POST"
        request.setValue(contentType, forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(body.utf8)
        return try await client.sendAsync(intoResponse: TestFileUploadsResponse(), request: request)
    }

    /// Over the wire: the client's multipart body as URLSession sends it.
    @Test func fieldsBindIntoTheRequestAndFilesReachTheService() async throws {
        try await makeTestHost().test(.live) { client in
            let request = TestFileUploads()
            request.id = 7
            request.refId = "ref; \"quoted\""
            let binary = Data([0x00, 0x0D, 0x0A, 0x2D, 0x2D, 0xFF, 0x0D, 0x0A])
            let files = [
                UploadFile(fileName: "notes.txt", data: Data("line one\r\nline two".utf8), fieldName: "notes"),
                UploadFile(fileName: "a;b.bin", data: binary, fieldName: "blob", contentType: "application/x-test"),
            ]
            let response = try await client.postFilesWithRequestAsync(request: request, files: files)
            #expect(response.id == 7)
            #expect(response.refId == "ref; \"quoted\"")
            #expect(response.files.map(\.name) == ["notes", "blob"])
            #expect(response.files.map(\.fileName) == ["notes.txt", "a;b.bin"])
            #expect(response.files.map(\.contentType) == ["text/plain", "application/x-test"])
            #expect(response.files.map(\.contentLength) == [18, 8])
            #expect(response.files.first?.contents == "line one\r\nline two")
        }
    }

    @Test func formFieldsInTheBodyBind() async throws {
        let body = [
            "--XyZ", "Content-Disposition: form-data; name=\"id\"", "", "42",
            "--XyZ", "Content-Disposition: form-data; name=\"refId\"", "", "from-form",
            "--XyZ", "Content-Disposition: form-data; name=\"upload\"; filename=\"x.txt\"",
            "Content-Type: text/plain", "", "xyz",
            "--XyZ--", "",
        ].joined(separator: "\r\n")
        try await makeTestHost().test(.inMemory) { client in
            let response = try await Self.post(client, body: body, contentType: "multipart/form-data; boundary=XyZ")
            #expect(response.id == 42)
            #expect(response.refId == "from-form")
            #expect(response.contents == "xyz")
        }
    }

    @Test func emptyMultipartBodyHasNoFiles() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let response = try await Self.post(
                client, body: "--XyZ--\r\n", contentType: "multipart/form-data; boundary=XyZ")
            #expect(response.files.isEmpty)
        }
    }

    @Test(arguments: [
        ("no boundary parameter", "multipart/form-data", "--XyZ\r\n\r\nx\r\n--XyZ--\r\n"),
        ("no delimiter in body", "multipart/form-data; boundary=XyZ", "just some text"),
        (
            "truncated part", "multipart/form-data; boundary=XyZ",
            "--XyZ\r\nContent-Disposition: form-data; name=\"id\"\r\n\r\n4"
        ),
        (
            "header without colon", "multipart/form-data; boundary=XyZ",
            "--XyZ\r\nContent-Disposition form-data\r\n\r\n4\r\n--XyZ--\r\n"
        ),
        (
            "part without a name", "multipart/form-data; boundary=XyZ",
            "--XyZ\r\nContent-Type: text/plain\r\n\r\n4\r\n--XyZ--\r\n"
        ),
    ])
    func malformedMultipartIs400(_ name: String, contentType: String, body: String) async throws {
        try await makeTestHost().test(.inMemory) { client in
            let error = try await #require(throws: WebServiceError.self) {
                _ = try await Self.post(client, body: body, contentType: contentType)
            }
            #expect(error.statusCode == 400, "\(name)")
            #expect(error.serviceErrorCode == "SerializationException", "\(name)")
            #expect(try await client.sendAsync(Hello(name: "after")).result == "Hello, after!")
        }
    }
}
