import Foundation
import Testing

@testable import ServiceStackReferences

struct DtoSourceValidatorTests {
    static let source =
        "/* Options:\nDate: 2026-01-01 00:00:00\nBaseUrl: https://a.example\n\n*/\n\nimport Foundation\n"

    @Test func swiftSourceWithAHeaderIsAccepted() throws {
        #expect(
            try DtoSourceValidator.validate(Data(Self.source.utf8), contentType: "text/plain", url: "u") == Self.source)
        let withBOM = "\u{FEFF}" + Self.source
        #expect(try DtoSourceValidator.validate(Data(withBOM.utf8), contentType: nil, url: "u") == Self.source)
    }

    @Test func crlfLineEndingsAndUnreadableOptionValuesAreAccepted() throws {
        let crlf = Self.source.replacingOccurrences(of: "\n", with: "\r\n")
        #expect(try DtoSourceValidator.validate(Data(crlf.utf8), contentType: nil, url: "u") == crlf)
        let odd = Self.source.replacingOccurrences(of: "\n\n*/", with: "\nAddResponseStatus: maybe\n*/")
        #expect(try DtoSourceValidator.validate(Data(odd.utf8), contentType: nil, url: "u") == odd)
    }

    @Test func htmlIsRecognised() {
        #expect(throws: ReferenceError.htmlPage(url: "u")) {
            try DtoSourceValidator.validate(Data("<!DOCTYPE html><html>".utf8), contentType: "text/plain", url: "u")
        }
        #expect(throws: ReferenceError.htmlPage(url: "u")) {
            try DtoSourceValidator.validate(Data("Welcome".utf8), contentType: "text/html; charset=utf-8", url: "u")
        }
    }

    @Test func otherTextIsNotDtoSource() {
        #expect(throws: ReferenceError.notDtoSource(url: "u", firstLine: "{\"a\":1}")) {
            try DtoSourceValidator.validate(Data("{\"a\":1}\n".utf8), contentType: "application/json", url: "u")
        }
        #expect(throws: ReferenceError.notDtoSource(url: "u", firstLine: "(empty body)")) {
            try DtoSourceValidator.validate(Data(), contentType: nil, url: "u")
        }
        let noBaseUrl = "/* Options:\nDate: x\n*/\nimport Foundation\n"
        #expect(throws: ReferenceError.self) {
            try DtoSourceValidator.validate(Data(noBaseUrl.utf8), contentType: nil, url: "u")
        }
    }
}
