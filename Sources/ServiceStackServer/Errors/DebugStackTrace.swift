import Foundation
import ServiceStack

/// The `stackTrace` text of an error response in debug mode: what ServiceStack puts there, as far as Swift can.
///
/// Swift errors carry no stack, so this is the request's name and time, its body, and the error's full description.
enum DebugStackTrace {
    static let maxBodyCharacters = 2_000

    static func describe(_ error: any Error, operation: String, body: Data) -> String {
        let time = ISO8601DateFormatter().string(from: Date())
        var request = String(decoding: body.prefix(maxBodyCharacters), as: UTF8.self)
        if body.count > maxBodyCharacters { request += "…" }
        return "[\(operation): \(time)]:\n[REQUEST: \(request)]\n\(String(reflecting: error))"
    }
}
