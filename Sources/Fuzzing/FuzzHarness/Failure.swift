import Foundation

/// A case the servers must not answer the way they did.
package struct Failure: Sendable {
    package enum Kind: String, Sendable {
        case serverError = "5xx answer"
        case invalidStatus = "invalid status"
        case died = "server process died"
        case hang = "no answer before the timeout"
        case dropped = "connection closed without an answer"
        /// Owner campaign: a caller acted on what belongs to someone else.
        case ownerRule = "owner rule broken"
        /// Owner campaign: a caller saw another caller's credential (token, session id).
        case leak = "credential shown to another caller"
        /// Owner campaign: an owner's own request on what it owns failed, so the other checks prove nothing.
        case ownerRefused = "owner's own request failed"
        /// Cost campaign: CPU or bytes grew faster than the request.
        case superlinear = "superlinear cost"
        /// Cost campaign: a small request sent meanwhile waited too long.
        case stall = "probe request stalled"
        /// Cost campaign: a stream answered 200 but never sent its onConnect frame.
        case silentStream = "event stream without onConnect"
    }

    package var kind: Kind
    /// What identifies the cause: the same signature from many cases is one finding.
    package var signature: String
    /// Details for the reproducer file (response body, the dead process's standard error).
    package var detail: String

    /// Judges a response status and body: 5xx and statuses outside 200...599 fail.
    package static func judge(status: Int, body: [UInt8]) -> Failure? {
        if status >= 500, status <= 599 {
            return Failure(
                kind: .serverError, signature: "\(status) \(summary(of: body))",
                detail: String(decoding: body.prefix(4_000), as: UTF8.self))
        }
        if status < 200 || status > 599 {
            return Failure(
                kind: .invalidStatus, signature: "status \(status)",
                detail: String(decoding: body.prefix(4_000), as: UTF8.self))
        }
        return nil
    }

    /// A trap, named by the runtime's `Fatal error` line when there is one.
    package static func died(errorText: String, termination: String) -> Failure {
        let markers = ["Fatal error", "fatal error", "Precondition failed", "Assertion failed"]
        let line = errorText.split(separator: "\n").first { line in markers.contains { line.contains($0) } }
        let signature = line.map { String($0.prefix(300)) } ?? "died without a message (\(termination))"
        return Failure(kind: .died, signature: signature, detail: "\(termination)\n\(errorText)")
    }

    /// The error code and message of a ResponseStatus body (digits folded), or the start of the body.
    static func summary(of body: [UInt8]) -> String {
        var text = String(decoding: body.prefix(2_000), as: UTF8.self)
        if let object = try? JSONSerialization.jsonObject(with: Data(body)) as? [String: Any],
            let status = (object["responseStatus"] ?? object["ResponseStatus"]) as? [String: Any]
        {
            let code = status["errorCode"] as? String ?? status["ErrorCode"] as? String ?? ""
            let message = status["message"] as? String ?? status["Message"] as? String ?? ""
            text = "\(code): \(message)"
        }
        let folded = text.map { $0.isNumber ? "#" : $0 }.reduce(into: "") { result, character in
            if character == "#", result.last == "#" { return }
            result.append(character)
        }
        return String(folded.prefix(160)).replacingOccurrences(of: "\n", with: " ")
    }
}
