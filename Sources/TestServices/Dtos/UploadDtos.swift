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

/// Describes the first uploaded file and echoes `tag` and `refId`, as ServiceStack's test server does: results
/// `"{fieldName}, Audio {bytes}, {fileName}, {contentType}"`, `"Tag {tag}"`, `"RefId {refId}"`.
package class SpeechToText: IReturn, Codable {
    package typealias Return = TextGenerationResponse
    /// The audio, sent as an uploaded file.
    package var audio: String?
    package var refId: String?
    package var tag: String?
    required package init() {}
}

/// Texts generated for a request.
package class TextGenerationResponse: Codable {
    package var results: [TextOutput]?
    package var responseStatus: ResponseStatus?
    required package init() {}
}

/// One generated text.
package class TextOutput: Codable {
    package var text: String?
    required package init() {}

    package init(text: String) {
        self.text = text
    }
}
