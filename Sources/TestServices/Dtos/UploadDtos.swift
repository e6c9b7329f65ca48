import Foundation
import ServiceStack

/// Echoes every uploaded file.
package class TestFileUploads: IReturn, Codable {
    package typealias Return = TestFileUploadsResponse
    package var id: Int?
    package var refId: String?
    required package init() {}
}

/// One uploaded file as the server saw it.
package class UploadInfo: Codable {
    package var name: String?
    package var fileName: String?
    package var contentLength: Int?
    package var contentType: String?
    package var contents: String?
    required package init() {}
}

/// What `TestFileUploads` received: the first file's details plus all files.
package class TestFileUploadsResponse: Codable {
    package var id: Int?
    package var refId: String?
    package var fileName: String?
    package var contentLength: Int?
    package var contentType: String?
    package var contents: String?
    package var files: [UploadInfo] = []
    package var responseStatus: ResponseStatus?
    required package init() {}
}

/// Answers `"{fieldName}, {contents}, {fileName}, {contentType}"` for the first uploaded file.
package class SpeechToText: IReturn, Codable {
    package typealias Return = SpeechToTextResponse
    package var refId: String?
    package var tag: String?
    required package init() {}
}

/// The text result of `SpeechToText`.
package class SpeechToTextResponse: Codable {
    package var result: String?
    package var refId: String?
    package var tag: String?
    package var responseStatus: ResponseStatus?
    required package init() {}
}
