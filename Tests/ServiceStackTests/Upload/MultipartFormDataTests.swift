import Foundation
import ServiceStack
import Testing

@Suite struct MultipartFormDataTests {
    @Test func layoutHasFieldPartsThenFilePartsWithCrlf() throws {
        let request = Hello()
        request.name = "up"
        let files = [
            UploadFile(fileName: "a.txt", data: Data("hello".utf8), fieldName: "audio"),
            UploadFile(fileName: "b.png", data: Data([0x89, 0x50])),
        ]
        let body = createMultipartFormData(request: request, files: files, boundary: "B")
        let text = String(decoding: body, as: UTF8.self)
        let expectedStart =
            "--B\r\nContent-Disposition: form-data; name=\"name\"\r\n\r\nup\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"audio\"; filename=\"a.txt\"\r\n"
            + "Content-Type: text/plain\r\n\r\nhello\r\n"
            + "--B\r\nContent-Disposition: form-data; name=\"upload1\"; filename=\"b.png\"\r\n"
            + "Content-Type: image/png\r\n\r\n"
        #expect(text.hasPrefix(expectedStart))
        #expect(text.hasSuffix("\r\n--B--\r\n"))
    }

    @Test func explicitContentTypeWins() throws {
        let body = createMultipartFormData(
            request: Hello(), files: [UploadFile(fileName: "x.bin", data: Data(), contentType: "audio/wav")],
            boundary: "B")
        #expect(String(decoding: body, as: UTF8.self).contains("Content-Type: audio/wav"))
    }

    @Test(arguments: [
        ("photo.JPG", "image/jpeg"), ("a.png", "image/png"), ("s.svg", "image/svg+xml"), ("t.wav", "audio/wav"),
        ("m.mp4", "video/mp4"), ("d.pdf", "application/pdf"), ("r.md", "text/markdown"), ("x.json", "application/json"),
        ("c.csv", "text/csv"),
    ])
    func guessesMimeTypesFromExtensions(file: String, mime: String) {
        #expect(getMimeType(for: file) == mime)
    }
}
