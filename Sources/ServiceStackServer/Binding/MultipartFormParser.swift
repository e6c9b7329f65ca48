import Foundation
import MultipartKit

/// Splits a `multipart/form-data` body into form fields and files with multipart-kit's parser.
package enum MultipartFormParser {
    /// Parses `body` sent with `contentType`; throws `SerializationError` (400) when it is not well-formed and
    /// a 400 `HttpError` when it has more than `maxParts` parts.
    package static func parse(_ body: Data, contentType: String, maxParts: Int = .max) throws -> (
        fields: [(name: String, value: String)], files: [UploadedFile]
    ) {
        guard let boundary = parameter("boundary", in: contentType), !boundary.isEmpty else {
            throw SerializationError(message: "multipart/form-data without a boundary")
        }
        try MultipartPreflight.check(body, boundary: boundary, maxParts: maxParts)
        let parts = try readParts(body, boundary: boundary)
        var fields: [(name: String, value: String)] = []
        var files: [UploadedFile] = []
        for part in parts {
            let disposition = part.header("content-disposition") ?? ""
            guard let name = parameter("name", in: disposition) else {
                throw SerializationError(message: "A multipart part has no Content-Disposition name")
            }
            if let fileName = parameter("filename", in: disposition) {
                files.append(
                    UploadedFile(
                        fieldName: name, fileName: fileName,
                        contentType: part.header("content-type") ?? "application/octet-stream", data: part.body))
            } else {
                fields.append((name, String(decoding: part.body, as: UTF8.self)))
            }
        }
        return (fields, files)
    }

    /// One part: its headers (names lower-cased) and body.
    private struct Part {
        var headers: [(name: String, value: String)] = []
        var body = Data()

        func header(_ name: String) -> String? {
            headers.first { $0.name == name }?.value
        }
    }

    private static func readParts(_ body: Data, boundary: String) throws -> [Part] {
        let closing = Data("--\(boundary)--".utf8)
        if body.trimmingWhitespace() == closing { return [] }
        var parts: [Part] = []
        var current: Part?
        let parser = MultipartKit.MultipartParser(boundary: boundary)
        parser.onHeader = { name, value in
            current = current ?? Part()
            current?.headers.append((name.lowercased(), value))
        }
        parser.onBody = { buffer in
            current = current ?? Part()
            current?.body.append(contentsOf: buffer.readableBytesView)
        }
        parser.onPartComplete = {
            if let part = current { parts.append(part) }
            current = nil
        }
        do {
            try parser.execute([UInt8](body))
        } catch {
            throw SerializationError(message: "Malformed multipart body")
        }
        // multipart-kit stops quietly at the end of the input, so a body cut short is caught here.
        guard current == nil, !parts.isEmpty, body.range(of: closing) != nil else {
            throw SerializationError(message: "Truncated multipart body")
        }
        return parts
    }

    /// The value of `name=value` (quoted or not) among the `;`-separated parameters of a header value.
    static func parameter(_ name: String, in headerValue: String) -> String? {
        for item in splitParameters(headerValue).dropFirst() {
            guard let equals = item.firstIndex(of: "=") else { continue }
            guard item[..<equals].trimmingCharacters(in: .whitespaces).lowercased() == name else { continue }
            let raw = item[item.index(after: equals)...].trimmingCharacters(in: .whitespaces)
            guard raw.count >= 2, raw.hasPrefix("\""), raw.hasSuffix("\"") else { return raw }
            return String(raw.dropFirst().dropLast()).replacingOccurrences(of: "\\\"", with: "\"")
        }
        return nil
    }

    /// Splits at `;` outside double quotes, so a quoted file name may contain `;`.
    private static func splitParameters(_ value: String) -> [String] {
        var items: [String] = []
        var current = ""
        var quoted = false
        var escaped = false
        for character in value {
            if escaped {
                escaped = false
            } else if character == "\\" && quoted {
                escaped = true
            } else if character == "\"" {
                quoted.toggle()
            } else if character == ";" && !quoted {
                items.append(current)
                current = ""
                continue
            }
            current.append(character)
        }
        items.append(current)
        return items
    }
}

extension Data {
    fileprivate func trimmingWhitespace() -> Data {
        let isSpace: (UInt8) -> Bool = { [0x20, 0x09, 0x0D, 0x0A].contains($0) }
        guard let first = firstIndex(where: { !isSpace($0) }), let last = lastIndex(where: { !isSpace($0) }) else {
            return Data()
        }
        return self[first...last]
    }
}
