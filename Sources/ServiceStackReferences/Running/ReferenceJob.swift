import Foundation

/// One reference file to add or update.
public enum ReferenceJob: Sendable, Equatable {
    /// Create (or replace) `file` with a fresh reference from a server.
    /// `baseUrl` is nil only when generating from a saved metadata document with no URL.
    case add(file: URL, displayPath: String, baseUrl: String?, queryItems: [URLQueryItem])
    /// Regenerate `file` from its header's `BaseUrl` and uncommented options.
    case update(file: URL, displayPath: String)

    /// The path shown in progress lines.
    public var displayPath: String {
        switch self {
        case .add(_, let displayPath, _, _), .update(_, let displayPath): displayPath
        }
    }

    /// The file written.
    public var file: URL {
        switch self {
        case .add(let file, _, _, _), .update(let file, _): file
        }
    }
}
