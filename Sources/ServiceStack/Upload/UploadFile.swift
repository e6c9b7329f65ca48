import Foundation

/// A file to upload in a multipart request.
public struct UploadFile: Sendable, Hashable {
    public var fileName: String
    public var data: Data
    /// The form field name; `upload{index}` when nil.
    public var fieldName: String?
    /// The MIME type; guessed from the file extension when nil.
    public var contentType: String?

    public init(fileName: String, data: Data, fieldName: String? = nil, contentType: String? = nil) {
        self.fileName = fileName
        self.data = data
        self.fieldName = fieldName
        self.contentType = contentType
    }
}
