import Foundation

/// One request the harness sends: either structured (method, target, headers, body) or raw HTTP bytes for
/// framing cases that only make sense on a socket.
package struct FuzzCase: Sendable {
    /// What the case probes, e.g. `EchoTypes.dateTime=1e400 (json)`.
    package var label: String
    package var method: String
    /// The request target: path and query, as sent on the request line.
    package var target: [UInt8]
    package var headers: [(name: String, value: String)]
    package var body: [UInt8]
    /// The exact bytes to write for framing cases; nil for ordinary requests.
    package var raw: [UInt8]?
    /// The operation the case is aimed at, when it is aimed at one.
    package var operation: String?
    /// The class of input a trap is attributed to: after a process dies on one, the rest of the class is skipped.
    package var crashClass: String

    package init(
        label: String, method: String, target: [UInt8], headers: [(name: String, value: String)] = [],
        body: [UInt8] = [], raw: [UInt8]? = nil, crashClass: String? = nil, operation: String? = nil
    ) {
        self.operation = operation
        self.label = label
        self.method = method
        self.target = target
        self.headers = headers
        self.body = body
        self.raw = raw
        self.crashClass = crashClass ?? label
    }

    /// Whether the case can go through the in-memory host (framing cases cannot).
    package var isStructured: Bool { raw == nil }

    /// The HTTP/1.1 bytes sent on the socket; structured cases carry `Content-Length` and `Connection: close`.
    package func httpBytes() -> [UInt8] {
        if let raw { return raw }
        var bytes = Array("\(method) ".utf8) + target + Array(" HTTP/1.1\r\nHost: 127.0.0.1\r\n".utf8)
        for header in headers { bytes += Array("\(header.name): \(header.value)\r\n".utf8) }
        if !body.isEmpty || ["POST", "PUT", "PATCH"].contains(method) {
            bytes += Array("Content-Length: \(body.count)\r\n".utf8)
        }
        bytes += Array("Connection: close\r\n\r\n".utf8)
        return bytes + body
    }

    /// Reads a case back from HTTP/1.1 bytes (a corpus file). Requests whose framing is unusual (chunked,
    /// a Content-Length that disagrees with the body, no blank line) stay raw.
    package static func parse(httpBytes bytes: [UInt8], label: String) -> FuzzCase {
        let rawCase = FuzzCase(label: label, method: "", target: [], raw: bytes)
        guard let headEnd = firstRange(of: Array("\r\n\r\n".utf8), in: bytes) else { return rawCase }
        let head = bytes[..<headEnd]
        let body = Array(bytes[(headEnd + 4)...])
        let lines = split(Array(head), separator: Array("\r\n".utf8))
        guard let requestLine = lines.first else { return rawCase }
        let words = requestLine.split(separator: UInt8(ascii: " "), omittingEmptySubsequences: false)
        guard words.count == 3, Array(words[2]) == Array("HTTP/1.1".utf8),
            let method = String(validating: words[0], as: UTF8.self), !method.isEmpty
        else { return rawCase }
        var headers: [(name: String, value: String)] = []
        var declaredLength: Int?
        for line in lines.dropFirst() {
            guard let colon = line.firstIndex(of: UInt8(ascii: ":")),
                let name = String(validating: line[..<colon], as: UTF8.self),
                let value = String(validating: line[(colon + 1)...], as: UTF8.self)
            else { return rawCase }
            let trimmedValue = value.trimmingCharacters(in: .whitespaces)
            switch name.lowercased() {
            case "content-length":
                guard declaredLength == nil, let length = Int(trimmedValue) else { return rawCase }
                declaredLength = length
            case "transfer-encoding": return rawCase
            case "host", "connection": continue
            default: headers.append((name, trimmedValue))
            }
        }
        guard (declaredLength ?? 0) == body.count else { return rawCase }
        return FuzzCase(
            label: label, method: method, target: Array(words[1]), headers: headers, body: body,
            operation: operationName(inTarget: String(decoding: words[1], as: UTF8.self)))
    }

    /// The operation a pre-defined route names (`/api/{Name}`, `/json/reply/{Name}`, `/json/oneway/{Name}`).
    static func operationName(inTarget target: String) -> String? {
        let path = target.split(separator: "?", maxSplits: 1).first ?? ""
        let segments = path.split(separator: "/")
        let nameIndex: Int
        switch segments.first {
        case "api": nameIndex = 1
        case "json" where segments.count > 1 && (segments[1] == "reply" || segments[1] == "oneway"): nameIndex = 2
        default: return nil
        }
        guard segments.count > nameIndex else { return nil }
        let name = segments[nameIndex]
        return String(name.hasSuffix("[]") ? name.dropLast(2) : name)
    }

    /// The case written out so a person can read it: method, target, headers and body with bytes escaped.
    package func reproducer() -> String {
        var text = "# \(label)\n"
        if let raw { return text + "raw: \(Self.escaped(raw))\n" }
        text += "\(method) \(Self.escaped(target))\n"
        for header in headers { text += "\(header.name): \(header.value)\n" }
        text += "body (\(body.count) bytes): \(Self.escaped(body))\n"
        return text
    }

    /// Printable ASCII as it is, everything else as `\xNN`; long runs of one byte are shortened.
    package static func escaped(_ bytes: [UInt8], limit: Int = 2_000) -> String {
        var text = ""
        var index = 0
        while index < bytes.count {
            if text.count > limit {
                text += "…(\(bytes.count - index) more bytes)"
                break
            }
            var run = 1
            while index + run < bytes.count, bytes[index + run] == bytes[index] { run += 1 }
            let piece = escape(bytes[index])
            if run > 16 {
                text += "\(piece){×\(run)}"
            } else {
                text += String(repeating: piece, count: run)
            }
            index += run
        }
        return text
    }

    private static func escape(_ byte: UInt8) -> String {
        switch byte {
        case 0x0D: return "\\r"
        case 0x0A: return "\\n"
        case 0x5C: return "\\\\"
        case 0x20...0x7E: return String(UnicodeScalar(byte))
        default: return String(format: "\\x%02x", byte)
        }
    }

    static func firstRange(of needle: [UInt8], in bytes: [UInt8]) -> Int? {
        guard bytes.count >= needle.count else { return nil }
        for start in 0...(bytes.count - needle.count) where bytes[start] == needle[0] {
            if Array(bytes[start..<start + needle.count]) == needle { return start }
        }
        return nil
    }

    private static func split(_ bytes: [UInt8], separator: [UInt8]) -> [ArraySlice<UInt8>] {
        var parts: [ArraySlice<UInt8>] = []
        var start = 0
        var index = 0
        while index + separator.count <= bytes.count {
            if Array(bytes[index..<index + separator.count]) == separator {
                parts.append(bytes[start..<index])
                index += separator.count
                start = index
            } else {
                index += 1
            }
        }
        parts.append(bytes[start...])
        return parts
    }
}
