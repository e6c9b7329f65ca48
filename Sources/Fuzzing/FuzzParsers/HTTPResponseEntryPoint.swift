import Foundation
import ServiceStack

/// Feeds bytes to `HTTPResponseDecoder` as one piece, byte by byte and (for short inputs) split in two at every
/// position, and traps when the pieces change what is decoded or the body holds more bytes than were fed.
enum HTTPResponseEntryPoint {
    /// What a decoder made of a whole input, the connection closing after it.
    private struct Outcome: Equatable {
        var heads: [Int] = []
        var headers: [[String: String]] = []
        var body: [UInt8] = []
        var ends = 0
        var failure: HTTPResponseDecoder.Failure?
    }

    /// Inputs up to this size are also split in two at every position.
    private static let maxSplitInput = 2_048

    static func run(_ bytes: [UInt8]) {
        let whole = decode(bytes, cuts: [])
        check(whole, bytes)
        let byteByByte = decode(bytes, cuts: Array(0..<bytes.count))
        check(byteByByte, bytes)
        guard byteByByte == whole else { preconditionFailure("byte by byte \(byteByByte) but whole \(whole)") }
        guard bytes.count <= maxSplitInput else { return }
        for cut in 0..<bytes.count {
            let split = decode(bytes, cuts: [cut])
            guard split == whole else { preconditionFailure("split at \(cut) \(split) but whole \(whole)") }
        }
    }

    private static func check(_ outcome: Outcome, _ bytes: [UInt8]) {
        guard outcome.body.count <= bytes.count else { preconditionFailure("body longer than the input") }
        guard outcome.ends <= 1, outcome.heads.count <= 1 else { preconditionFailure("more than one response") }
        guard outcome.ends == 0 || outcome.heads.count == 1 else { preconditionFailure("an end without a head") }
    }

    /// Decodes `bytes` fed in pieces cut before each index of `cuts` (ascending), then closes the connection.
    private static func decode(_ bytes: [UInt8], cuts: [Int]) -> Outcome {
        var decoder = HTTPResponseDecoder()
        var outcome = Outcome()
        var start = 0
        var events: [HTTPResponseDecoder.Event] = []
        do {
            for end in cuts.filter({ $0 > 0 }) + [bytes.count] where end > start {
                try bytes[start..<end].withUnsafeBytes { try decoder.feed($0, into: &events) }
                start = end
            }
            events += try decoder.connectionClosed()
        } catch let failure as HTTPResponseDecoder.Failure {
            outcome.failure = failure
        } catch {
            preconditionFailure("unexpected error \(error)")
        }
        record(events, in: &outcome)
        return outcome
    }

    private static func record(_ events: [HTTPResponseDecoder.Event], in outcome: inout Outcome) {
        for event in events {
            switch event {
            case .head(let head):
                outcome.heads.append(head.statusCode)
                outcome.headers.append(head.headers)
            case .body(let data): outcome.body += data
            case .end: outcome.ends += 1
            }
        }
    }
}
