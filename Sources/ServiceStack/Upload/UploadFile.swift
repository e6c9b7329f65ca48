import Foundation

/// A file to upload in a multipart request.
public struct UploadFile: Sendable, Hashable {
    /// The file name sent in the part's `Content-Disposition`.
    public var fileName: String
    /// The file's contents.
    public var data: Data
    /// The form field name; `upload{index}` when nil.
    public var fieldName: String?
    /// The MIME type; guessed from the file extension when nil.
    public var contentType: String?

    /// Creates a file to upload.
    public init(fileName: String, data: Data, fieldName: String? = nil, contentType: String? = nil) {
        self.fileName = fileName
        self.data = data
        self.fieldName = fieldName
        self.contentType = contentType
    }
}
