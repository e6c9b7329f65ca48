/// Requests whose HTTP framing is broken or extreme; they only travel over a socket.
enum FramingCases {
    /// The framing cases aimed at `path` (an operation's `/api/{Name}`).
    static func all(path: String) -> [FuzzCase] {
        let head = "POST \(path) HTTP/1.1\r\nHost: 127.0.0.1\r\nContent-Type: application/json\r\n"
        let cases: [(String, [UInt8])] = [
            ("chunked-bad-size", bytes(head + "Transfer-Encoding: chunked\r\n\r\nzz\r\n{}\r\n0\r\n\r\n")),
            (
                "chunked-overflowing-size",
                bytes(head + "Transfer-Encoding: chunked\r\n\r\nFFFFFFFFFFFFFFFFFF\r\n{}\r\n0\r\n\r\n")
            ),
            ("chunked-missing-crlf", bytes(head + "Transfer-Encoding: chunked\r\n\r\n2{}0\r\n\r\n")),
            ("chunked-truncated", bytes(head + "Transfer-Encoding: chunked\r\n\r\n10\r\n{}")),
            (
                "chunked-and-length",
                bytes(head + "Transfer-Encoding: chunked\r\nContent-Length: 2\r\n\r\n2\r\n{}\r\n0\r\n\r\n")
            ),
            ("transfer-encoding-unknown", bytes(head + "Transfer-Encoding: gzip, zz\r\n\r\n{}")),
            ("content-length-negative", bytes(head + "Content-Length: -1\r\n\r\n{}")),
            ("content-length-text", bytes(head + "Content-Length: abc\r\n\r\n{}")),
            ("content-length-huge", bytes(head + "Content-Length: 99999999999999999999999\r\n\r\n{}")),
            ("content-length-conflicting", bytes(head + "Content-Length: 2\r\nContent-Length: 5\r\n\r\n{}")),
            ("content-length-short-body", bytes(head + "Content-Length: 100\r\n\r\n{}")),
            ("content-length-long-body", bytes(head + "Content-Length: 1\r\n\r\n{}GET / HTTP/1.1\r\n\r\n")),
            (
                "request-line-100k",
                bytes("GET \(path)?name=" + String(repeating: "a", count: 100_000) + " HTTP/1.1\r\nHost: x\r\n\r\n")
            ),
            (
                "header-100k",
                bytes(
                    "GET \(path) HTTP/1.1\r\nHost: x\r\nX-Long: " + String(repeating: "a", count: 100_000) + "\r\n\r\n")
            ),
            (
                "headers-10k",
                bytes("GET \(path) HTTP/1.1\r\nHost: x\r\n" + String(repeating: "X-A: b\r\n", count: 10_000) + "\r\n")
            ),
            ("method-garbage", bytes("G(T \(path) HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("method-unknown", bytes("FROB \(path) HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("version-unknown", bytes("GET \(path) HTTP/9.9\r\nHost: x\r\n\r\n")),
            ("bare-lf", bytes("GET \(path) HTTP/1.1\nHost: x\n\n")),
            ("target-invalid-utf8", bytes("GET \(path)?name=") + [0xFF, 0xFE] + bytes(" HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("target-bad-percent", bytes("GET \(path)?name=%zz%F0%9F&%=% HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("target-asterisk", bytes("GET * HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("target-absolute", bytes("GET http://127.0.0.1\(path)?name=a HTTP/1.1\r\nHost: x\r\n\r\n")),
            ("header-name-non-ascii", bytes("GET \(path) HTTP/1.1\r\nHost: x\r\nX-") + [0xA1] + bytes(": 1\r\n\r\n")),
            ("header-value-nul", bytes("GET \(path) HTTP/1.1\r\nHost: x\r\nX-A: a") + [0x00] + bytes("b\r\n\r\n")),
            ("header-no-colon", bytes("GET \(path) HTTP/1.1\r\nHost: x\r\nNoColonHere\r\n\r\n")),
            (
                "content-type-non-ascii",
                bytes("POST \(path) HTTP/1.1\r\nHost: x\r\nContent-Type: application/json; charset=") + [0xFF]
                    + bytes("\r\nContent-Length: 2\r\n\r\n{}")
            ),
            (
                "cookie-garbage",
                bytes(
                    "GET \(path) HTTP/1.1\r\nHost: x\r\nCookie: ;;=;a==b;" + String(repeating: "c=d;", count: 2_000)
                        + "\r\n\r\n")
            ),
            ("authorization-garbage", bytes("GET \(path) HTTP/1.1\r\nHost: x\r\nAuthorization: Bearer a.b.c\r\n\r\n")),
            (
                "authorization-basic-garbage",
                bytes("GET \(path) HTTP/1.1\r\nHost: x\r\nAuthorization: Basic %%%%\r\n\r\n")
            ),
        ]
        return cases.map { id, raw in
            FuzzCase(label: "framing:\(id) \(path)", method: "", target: [], raw: raw, crashClass: "framing:\(id)")
        }
    }

    /// A 10 MB form body of 100,000 fields (memory use under a large, legal body).
    static func hugeForm(path: String) -> FuzzCase {
        var body: [UInt8] = []
        body.reserveCapacity(10_000_000)
        let field = Array(("f=" + String(repeating: "v", count: 97) + "&").utf8)
        for _ in 0..<100_000 { body += field }
        return FuzzCase(
            label: "form-100k-fields \(path)", method: "POST", target: Array(path.utf8),
            headers: [("Content-Type", "application/x-www-form-urlencoded")], body: body, crashClass: "form-100k-fields"
        )
    }

    private static func bytes(_ text: String) -> [UInt8] { Array(text.utf8) }
}
