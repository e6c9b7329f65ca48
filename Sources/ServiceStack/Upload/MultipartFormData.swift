import Foundation

/// Builds `multipart/form-data` bodies in the layout ServiceStack servers read: one part per DTO field,
/// then one part per file.
public struct MultipartFormData: Sendable {
    /// The boundary between parts, as sent in the `Content-Type` header.
    public let boundary: String
    private var body = Data()

    /// Creates an empty body with the given boundary (a random one by default).
    public init(boundary: String = "FormBoundary\(UUID().uuidString)") {
        self.boundary = boundary
    }

    /// The `Content-Type` header value.
    public var contentType: String { "multipart/form-data; boundary=\(boundary)" }

    /// Adds a plain form field.
    public mutating func addField(name: String, value: String) {
        append("--\(boundary)\r\n")
        append("Content-Disposition: form-data; name=\"\(Self.escape(name))\"\r\n\r\n")
        append(value)
        append("\r\n")
    }

    /// Adds a file part.
    public mutating func addFile(_ file: UploadFile, defaultFieldName: String) {
        append("--\(boundary)\r\n")
        let field = Self.escape(file.fieldName ?? defaultFieldName)
        append("Content-Disposition: form-data; name=\"\(field)\"; filename=\"\(Self.escape(file.fileName))\"\r\n")
        append("Content-Type: \(file.contentType ?? getMimeType(for: file.fileName))\r\n\r\n")
        body.append(file.data)
        append("\r\n")
    }

    /// The finished body, with the closing boundary.
    public func finished() -> Data {
        var data = body
        data.append(Data("--\(boundary)--\r\n".utf8))
        return data
    }

    private mutating func append(_ text: String) { body.append(Data(text.utf8)) }

    /// Quotes and line breaks would end the header value early.
    private static func escape(_ text: String) -> String {
        text.replacingOccurrences(of: "\"", with: "%22").replacingOccurrences(of: "\r", with: "%0D")
            .replacingOccurrences(of: "\n", with: "%0A")
    }
}

/// A multipart body with the request DTO's fields and the files. When the DTO's fields cannot be encoded (a NaN,
/// a date outside .NET's range) they are left out and the failure is logged; the client's upload methods throw
/// instead.
public func createMultipartFormData<T: IReturn>(request: T, files: [UploadFile], boundary: String) -> Data {
    do {
        return try multipartFormData(request: request, files: files, boundary: boundary)
    } catch {
        Log.error("createMultipartFormData(): \(error)", error: error)
        return (try? multipartFormData(request: (), files: files, boundary: boundary)) ?? Data()
    }
}

/// A multipart body with the request DTO's fields, then `fields` (which replace DTO fields of the same name), then
/// the files; throws when a DTO field cannot be encoded.
func multipartFormData<T>(
    request: T, files: [UploadFile], boundary: String, fields: [(name: String, value: String)] = []
) throws -> Data {
    var form = MultipartFormData(boundary: boundary)
    if let encodable = request as? any Encodable {
        let replaced = Set(fields.map(\.name))
        for field in try QueryStringSerializer.fields(of: encodable) where !replaced.contains(field.name) {
            form.addField(name: field.name, value: field.value)
        }
    }
    for field in fields {
        form.addField(name: field.name, value: field.value)
    }
    for (index, file) in files.enumerated() {
        form.addFile(file, defaultFieldName: "upload\(index)")
    }
    return form.finished()
}
