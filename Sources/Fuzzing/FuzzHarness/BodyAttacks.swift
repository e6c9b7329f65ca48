import Foundation

/// Whole-body attacks sent to each operation: broken multipart, broken JSON, odd content types.
enum BodyAttacks {
    static let count = all.count

    /// The attack `index` against `operation`.
    static func request(_ index: Int, operation: FuzzOperation) -> FuzzCase {
        let attack = all[index]
        return FuzzCase(
            label: "\(operation.name) body:\(attack.id)", method: operation.bodyVerb,
            target: Array(operation.apiPath.utf8), headers: [("Content-Type", attack.contentType)],
            body: attack.body, crashClass: "body:\(attack.id)", operation: operation.name)
    }

    private struct Attack {
        var id: String
        var contentType: String
        var body: [UInt8]
    }

    private static let boundary = "b0undary"
    private static let multipart = "multipart/form-data; boundary=\(boundary)"

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }

    private static let all: [Attack] = [
        Attack(
            id: "multipart-non-ascii-header-name", contentType: multipart,
            body: bytes("--\(boundary)\r\nContent-D") + [0xA1]
                + bytes("sposition: form-data; name=\"refId\"\r\n\r\n1\r\n--\(boundary)--\r\n")),
        Attack(
            id: "multipart-non-ascii-header-value", contentType: multipart,
            body: bytes("--\(boundary)\r\nContent-Disposition: form-data; name=\"") + [0xFF, 0xFE]
                + bytes("\"\r\n\r\n1\r\n--\(boundary)--\r\n")),
        Attack(id: "multipart-no-boundary", contentType: "multipart/form-data", body: bytes("--x\r\n\r\n--x--\r\n")),
        Attack(
            id: "multipart-wrong-boundary", contentType: multipart,
            body: bytes("--other\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--other--\r\n")),
        Attack(
            id: "multipart-missing-crlf", contentType: multipart,
            body: bytes("--\(boundary)Content-Disposition: form-data; name=\"a\"1--\(boundary)--")),
        Attack(
            id: "multipart-truncated", contentType: multipart,
            body: bytes("--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\nabc")),
        Attack(
            id: "multipart-headers-unterminated", contentType: multipart,
            body: bytes("--\(boundary)\r\nContent-Disposition: form-data; name=\"a\"\r\n--\(boundary)--\r\n")),
        Attack(
            id: "multipart-long-boundary",
            contentType: "multipart/form-data; boundary=" + String(repeating: "b", count: 300),
            body: bytes(
                "--" + String(repeating: "b", count: 300) + "\r\n\r\n--" + String(repeating: "b", count: 300) + "--")),
        Attack(
            id: "multipart-file-no-name", contentType: multipart,
            body: bytes(
                "--\(boundary)\r\nContent-Disposition: form-data; filename=\"a.txt\"\r\n\r\nx\r\n--\(boundary)--\r\n")),
        Attack(
            id: "multipart-quoted-boundary", contentType: "multipart/form-data; boundary=\"a;b\"",
            body: bytes("--a;b\r\nContent-Disposition: form-data; name=\"a\"\r\n\r\n1\r\n--a;b--\r\n")),
        Attack(id: "multipart-empty", contentType: multipart, body: []),
        Attack(id: "json-truncated", contentType: "application/json", body: bytes("{\"a\":")),
        Attack(id: "json-top-level-array", contentType: "application/json", body: bytes("[1,2,{}]")),
        Attack(id: "json-top-level-string", contentType: "application/json", body: bytes("\"text\"")),
        Attack(id: "json-top-level-1e400", contentType: "application/json", body: bytes("1e400")),
        Attack(
            id: "json-invalid-utf8", contentType: "application/json",
            body: bytes("{\"a") + [0xFF] + bytes("\":\"") + [0xC3, 0x28] + bytes("\"}")),
        Attack(id: "json-bom", contentType: "application/json", body: [0xEF, 0xBB, 0xBF] + bytes("{}")),
        Attack(id: "json-nul", contentType: "application/json", body: bytes("{\"a\":\"\0\"}\0")),
        Attack(
            id: "json-deep-100k", contentType: "application/json", body: bytes(String(repeating: "[", count: 100_000))),
        Attack(
            id: "json-duplicate-keys", contentType: "application/json",
            body: bytes("{" + Array(repeating: "\"id\":1", count: 10_000).joined(separator: ",") + "}")),
        Attack(id: "json-bad-escape", contentType: "application/json", body: bytes("{\"a\":\"\\u12\\x\"}")),
        Attack(id: "text-plain", contentType: "text/plain", body: bytes("{}")),
        Attack(id: "form-garbage", contentType: "application/x-www-form-urlencoded", body: bytes("%%%&&==&=%&%2")),
        Attack(
            id: "form-invalid-utf8", contentType: "application/x-www-form-urlencoded",
            body: [0xFF, 0x3D, 0xFE, 0x26, 0x25, 0x46, 0x46]),
        Attack(id: "content-type-params-only", contentType: ";;;=", body: bytes("{}")),
    ]
}
