import Foundation

/// How the hostile server answers one path.
public enum HostileBehaviour: Sendable {
    /// A complete response.
    case respond(status: Int, headers: [String: String], body: Data)
    /// The status line and headers one byte every `interval`, at most `bytes` of them, then the rest at once.
    case dripHeaders(interval: Duration, bytes: Int, body: Data)
    /// The headers at once, then the body one byte every `interval`.
    case dripBody(interval: Duration, body: Data)
    /// A `302 Found` to `location`.
    case redirect(to: String)
    /// `200 OK` with `text/event-stream` and no length, then whatever `stream` writes until it returns.
    case eventStream(HostileEventStream)
    /// Exactly these bytes as the whole response, then the connection closes.
    case raw(Data)

    /// `200 OK` with a JSON body.
    public static func json(_ text: String) -> HostileBehaviour {
        .respond(status: 200, headers: ["Content-Type": "application/json"], body: Data(text.utf8))
    }

    /// `200 OK` with a gzip-encoded JSON body.
    public static func gzipJson(_ compressed: Data) -> HostileBehaviour {
        .respond(
            status: 200, headers: ["Content-Type": "application/json", "Content-Encoding": "gzip"], body: compressed)
    }

    /// `200 OK`, JSON content type, no body.
    public static let emptyJson = HostileBehaviour.respond(
        status: 200, headers: ["Content-Type": "application/json"], body: Data())
}
