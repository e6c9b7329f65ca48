import Foundation

/// Where a request carries its values.
package enum CaseEncoding: String, CaseIterable, Sendable {
    case json, query, form, multipart

    static let boundary = "fuzzboundary7MA4YWxk"

    /// A request to `/api/{operation}` carrying `pairs` (field name, value) this way.
    func request(
        operation: FuzzOperation, pairs: [(name: String, value: HostileValue)], label: String, crashClass: String
    ) -> FuzzCase {
        let fuzzesTake = pairs.contains { $0.name.lowercased() == "take" }
        let path = Array((fuzzesTake ? "/api/\(operation.name)" : operation.apiPath).utf8)
        switch self {
        case .json:
            var body = Array("{".utf8)
            for (index, pair) in pairs.enumerated() {
                if index > 0 { body.append(UInt8(ascii: ",")) }
                body += HostileValue.jsonQuoted(Array(pair.name.utf8)) + [UInt8(ascii: ":")] + pair.value.json
            }
            body += Array("}".utf8)
            return FuzzCase(
                label: label, method: operation.bodyVerb, target: path,
                headers: [("Content-Type", "application/json")], body: body, crashClass: crashClass,
                operation: operation.name)
        case .query:
            return FuzzCase(
                label: label, method: operation.queryVerb,
                target: path + [UInt8(ascii: path.contains(UInt8(ascii: "?")) ? "&" : "?")] + formBody(pairs),
                crashClass: crashClass, operation: operation.name)
        case .form:
            return FuzzCase(
                label: label, method: operation.bodyVerb, target: path,
                headers: [("Content-Type", "application/x-www-form-urlencoded")], body: formBody(pairs),
                crashClass: crashClass, operation: operation.name)
        case .multipart:
            var body: [UInt8] = []
            for pair in pairs {
                body += Array(
                    "--\(Self.boundary)\r\nContent-Disposition: form-data; name=\"\(pair.name)\"\r\n\r\n".utf8)
                body += pair.value.text + Array("\r\n".utf8)
            }
            body += Array("--\(Self.boundary)--\r\n".utf8)
            return FuzzCase(
                label: label, method: operation.bodyVerb, target: path,
                headers: [("Content-Type", "multipart/form-data; boundary=\(Self.boundary)")], body: body,
                crashClass: crashClass, operation: operation.name)
        }
    }

    private func formBody(_ pairs: [(name: String, value: HostileValue)]) -> [UInt8] {
        var bytes: [UInt8] = []
        for (index, pair) in pairs.enumerated() {
            if index > 0 { bytes.append(UInt8(ascii: "&")) }
            bytes +=
                Self.percentEncoded(Array(pair.name.utf8)) + [UInt8(ascii: "=")]
                + Self.percentEncoded(pair.value.text)
        }
        return bytes
    }

    /// Every byte but ALPHA, DIGIT, `-`, `.`, `_` and `~` as `%XX`.
    static func percentEncoded(_ bytes: [UInt8]) -> [UInt8] {
        let hex = Array("0123456789ABCDEF".utf8)
        var encoded: [UInt8] = []
        encoded.reserveCapacity(bytes.count)
        for byte in bytes {
            switch byte {
            case UInt8(ascii: "a")...UInt8(ascii: "z"), UInt8(ascii: "A")...UInt8(ascii: "Z"),
                UInt8(ascii: "0")...UInt8(ascii: "9"), UInt8(ascii: "-"), UInt8(ascii: "."), UInt8(ascii: "_"),
                UInt8(ascii: "~"):
                encoded.append(byte)
            default:
                encoded += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            }
        }
        return encoded
    }
}
