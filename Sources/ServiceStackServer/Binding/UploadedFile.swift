import Foundation

/// A file uploaded in a `multipart/form-data` request.
public struct UploadedFile: Sendable {
    /// The form field name, e.g. `file` or `upload0`.
    public let fieldName: String
    /// The file name the client sent.
    public let fileName: String
    /// The part's content type, `application/octet-stream` when none was sent.
    public let contentType: String
    /// The file's bytes.
    public let data: Data

    /// The file's length in bytes.
    public var contentLength: Int { data.count }

    /// Creates an uploaded file.
    public init(fieldName: String, fileName: String, contentType: String, data: Data) {
        self.fieldName = fieldName
        self.fileName = fileName
        self.contentType = contentType
        self.data = data
    }
}
