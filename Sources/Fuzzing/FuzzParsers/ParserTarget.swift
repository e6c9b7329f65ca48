import Foundation
import ServiceStackWire

/// A parser that reads bytes from outside the process, with one entry function each.
///
/// Every entry function must return for any input: errors are expected, traps are bugs.
public enum ParserTarget: String, CaseIterable, Sendable {
    /// The server's JSON tree parser, then binding into DTOs with many field types.
    case json
    /// JSV text (query-string and form values): parsing, splitting, unquoting and binding.
    case jsv
    /// `application/x-www-form-urlencoded` bodies and query strings, then binding.
    case form
    /// `multipart/form-data` bodies; the first line of the input is the Content-Type.
    case multipart
    /// `WireDate.parse` and formatting what it parsed.
    case wireDate
    /// `TimeInterval.fromXsdDuration` / `fromTimeIntervalString` and formatting what they parsed.
    case duration
    /// The client's HTTP/1.1 response reader (`HTTPResponseDecoder`), whole, byte by byte and split in two.
    case httpResponse

    /// Feeds `bytes` to this target's entry function.
    public func run(_ bytes: [UInt8]) {
        switch self {
        case .json: ParserEntryPoints.json(bytes)
        case .jsv: ParserEntryPoints.jsv(bytes)
        case .form: ParserEntryPoints.form(bytes)
        case .multipart: ParserEntryPoints.multipart(bytes)
        case .wireDate: ParserEntryPoints.wireDate(bytes)
        case .duration: ParserEntryPoints.duration(bytes)
        case .httpResponse: HTTPResponseEntryPoint.run(bytes)
        }
    }

    /// The target a libFuzzer input goes to when no target is chosen: its first byte picks one.
    public static func dispatching(_ bytes: [UInt8]) -> (target: ParserTarget, input: [UInt8]) {
        guard let first = bytes.first else { return (.json, []) }
        return (allCases[Int(first) % allCases.count], Array(bytes.dropFirst()))
    }
}
