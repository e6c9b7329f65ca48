/// Cases for the endpoints that publish documents about the host rather than run its operations: `/openapi.json`,
/// `/schema` and `/schema/{Dto}.json`, `/metadata/app.json` and the API Explorer's `/ui` pages. The catalog does
/// not list them (they are raw endpoints), so the plan adds them by name. What a stranger controls there is the
/// verb, the path segment, the query string and the headers the document's base URL is read from.
enum DocumentEndpointCases {
    /// The documents' paths.
    static let paths = ["/openapi.json", "/schema", "/metadata/app.json", "/ui", "/ui/explorer.css", "/ui/explorer.js"]

    /// Verbs other than the documents' `GET`, each with a small body.
    private static let otherVerbs = ["HEAD", "POST", "PUT", "DELETE", "PATCH", "OPTIONS"]

    /// The cases that need no hostile value: every path, with every verb.
    static var fixedCount: Int { paths.count * (1 + otherVerbs.count) }

    /// The cases made from each hostile value.
    static let perValue = 5

    /// Fixed case `index`: a path with a verb.
    static func fixedCase(_ index: Int) -> FuzzCase {
        let path = paths[index % paths.count]
        let verbIndex = index / paths.count
        guard verbIndex > 0 else {
            return FuzzCase(label: "document GET \(path)", method: "GET", target: Array(path.utf8))
        }
        let verb = otherVerbs[verbIndex - 1]
        return FuzzCase(
            label: "document \(verb) \(path)", method: verb, target: Array(path.utf8),
            headers: [("Content-Type", "application/json")], body: Array(#"{"Name":"x"}"#.utf8),
            crashClass: "document-verb")
    }

    /// Case `kind` (below `perValue`) of `value`: in a schema's name, a page's path, the query string, and the
    /// `X-Forwarded-Host` and `X-Forwarded-Proto` headers the base URL of `/metadata/app.json` is read from.
    static func valueCase(_ kind: Int, value: HostileValue) -> FuzzCase {
        let encoded = CaseEncoding.percentEncoded(value.text)
        let crashClass = "document=\(value.id)"
        switch kind {
        case 0:
            return FuzzCase(
                label: "document /schema/{\(value.id)}.json", method: "GET",
                target: Array("/schema/".utf8) + encoded + Array(".json".utf8), crashClass: crashClass)
        case 1:
            return FuzzCase(
                label: "document /ui/{\(value.id)}", method: "GET", target: Array("/ui/".utf8) + encoded,
                crashClass: crashClass)
        case 2:
            return FuzzCase(
                label: "document /openapi.json?{\(value.id)}", method: "GET",
                target: Array("/openapi.json?".utf8) + encoded + Array("=".utf8) + encoded, crashClass: crashClass)
        case 3:
            return FuzzCase(
                label: "document /metadata/app.json X-Forwarded-Host: \(value.id)", method: "GET",
                target: Array("/metadata/app.json".utf8), headers: [("X-Forwarded-Host", headerText(value.text))],
                crashClass: crashClass)
        default:
            return FuzzCase(
                label: "document /metadata/app.json X-Forwarded-Proto: \(value.id)", method: "GET",
                target: Array("/metadata/app.json?view=".utf8) + encoded,
                headers: [("X-Forwarded-Proto", headerText(value.text))], crashClass: crashClass)
        }
    }

    /// `bytes` as a header value the request can carry: control characters (which would end the header) become
    /// `%XX`, everything else is sent as it is.
    private static func headerText(_ bytes: [UInt8]) -> String {
        let hex = Array("0123456789ABCDEF".utf8)
        var kept: [UInt8] = []
        for byte in bytes {
            if byte < 0x20 || byte == 0x7F {
                kept += [UInt8(ascii: "%"), hex[Int(byte >> 4)], hex[Int(byte & 0x0F)]]
            } else {
                kept.append(byte)
            }
        }
        return String(decoding: kept, as: UTF8.self)
    }
}
