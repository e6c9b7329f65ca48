import Foundation

/// A header or query string that cannot be read as options.
public enum OptionsError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text has no `Options:` header, so it is not a ServiceStack reference.
    case notAReference
    /// The header has no `BaseUrl:` line.
    case missingBaseUrl
    /// An option has a value of the wrong kind (e.g. `AddResponseStatus: maybe`).
    case invalidValue(key: String, value: String)

    /// A sentence saying what is wrong.
    public var description: String {
        switch self {
        case .notAReference: "is not an existing ServiceStack Reference (no 'Options:' header)"
        case .missingBaseUrl: "the Options header has no 'BaseUrl:' line"
        case .invalidValue(let key, let value): "invalid value '\(value)' for option \(key)"
        }
    }
}
