import Foundation

/// Splits a `multipart/form-data` body into form fields and files.
enum MultipartParser {
    /// The boundary parameter of a `multipart/form-data` content type, or nil.
    static func boundary(fromContentType contentType: String) -> String? {
        for parameter in contentType.split(separator: ";").dropFirst() {
            let pair = parameter.split(separator: "=", maxSplits: 1)
            guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == "boundary"
            else {
                continue
            }
            let value = pair[1].trimmingCharacters(in: .whitespaces)
            return value.hasPrefix("\"") && value.hasSuffix("\"") && value.count >= 2
                ? String(value.dropFirst().dropLast()) : value
        }
        return nil
    }

    /// Parses the body; throws `SerializationError` when it is not well-formed.
    static func parse(_ body: Data, boundary: String) throws -> (
        fields: [(name: String, value: String)], files: [UploadedFile]
    ) {
        let delimiter = Data("--\(boundary)".utf8)
        let headerEnd = Data("\r\n\r\n".utf8)
        var fields: [(name: String, value: String)] = []
        var files: [UploadedFile] = []
        guard var cursor = body.range(of: delimiter)?.upperBound else {
            throw SerializationError(message: "Multipart body has no boundary '\(boundary)'")
        }
        while true {
            // After a delimiter: `--` ends the body, CRLF starts a part.
            if body[cursor...].starts(with: Data("--".utf8)) { break }
            guard body[cursor...].starts(with: Data("\r\n".utf8)) else {
                throw SerializationError(message: "Malformed multipart body")
            }
            cursor += 2
            guard let headersRange = body.range(of: headerEnd, in: cursor..<body.endIndex),
                let next = body.range(
                    of: Data("\r\n".utf8) + delimiter, in: headersRange.upperBound..<body.endIndex)
            else { throw SerializationError(message: "Truncated multipart body") }
            let headerText = String(decoding: body[cursor..<headersRange.lowerBound], as: UTF8.self)
            let content = Data(body[headersRange.upperBound..<next.lowerBound])
            let part = PartHeaders(headerText)
            if let fileName = part.fileName {
                files.append(
                    UploadedFile(
                        fieldName: part.name ?? "file", fileName: fileName,
                        contentType: part.contentType ?? "application/octet-stream", data: content))
            } else if let name = part.name {
                fields.append((name, String(decoding: content, as: UTF8.self)))
            }
            cursor = next.upperBound
        }
        return (fields, files)
    }

    /// The interesting headers of one part.
    private struct PartHeaders {
        var name: String?
        var fileName: String?
        var contentType: String?

        init(_ text: String) {
            for line in text.components(separatedBy: "\r\n") {
                guard let colon = line.firstIndex(of: ":") else { continue }
                let key = line[..<colon].trimmingCharacters(in: .whitespaces).lowercased()
                let value = line[line.index(after: colon)...].trimmingCharacters(in: .whitespaces)
                if key == "content-type" { contentType = value }
                if key == "content-disposition" {
                    name = Self.parameter("name", in: value)
                    fileName = Self.parameter("filename", in: value)
                }
            }
        }

        private static func parameter(_ name: String, in value: String) -> String? {
            for item in value.split(separator: ";").dropFirst() {
                let pair = item.split(separator: "=", maxSplits: 1)
                guard pair.count == 2, pair[0].trimmingCharacters(in: .whitespaces).lowercased() == name
                else {
                    continue
                }
                let raw = pair[1].trimmingCharacters(in: .whitespaces)
                return raw.hasPrefix("\"") && raw.hasSuffix("\"") && raw.count >= 2
                    ? String(raw.dropFirst().dropLast()) : raw
            }
            return nil
        }
    }
}
