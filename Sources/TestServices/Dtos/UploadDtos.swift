import Foundation
import ServiceStack

/// Echoes every uploaded file.
public class TestFileUploads: IReturn, Codable {
    public typealias Return = TestFileUploadsResponse
    public var id: Int?
    public var refId: String?
    required public init() {}
}

/// One uploaded file as the server saw it.
public class UploadInfo: Codable {
    public var name: String?
    public var fileName: String?
    public var contentLength: Int?
    public var contentType: String?
    public var contents: String?
    required public init() {}
}

/// What `TestFileUploads` received: the first file's details plus all files.
public class TestFileUploadsResponse: Codable {
    public var id: Int?
    public var refId: String?
    public var fileName: String?
    public var contentLength: Int?
    public var contentType: String?
    public var contents: String?
    public var files: [UploadInfo] = []
    public var responseStatus: ResponseStatus?
    required public init() {}
}

/// Answers `"{fieldName}, {contents}, {fileName}, {contentType}"` for the first uploaded file.
public class SpeechToText: IReturn, Codable {
    public typealias Return = SpeechToTextResponse
    public var refId: String?
    public var tag: String?
    required public init() {}
}

/// The text result of `SpeechToText`.
public class SpeechToTextResponse: Codable {
    public var result: String?
    public var refId: String?
    public var tag: String?
    public var responseStatus: ResponseStatus?
    required public init() {}
}
