import Foundation

/// Why a reference could not be added, updated or checked. Each case says what happened
/// (`description`) and, where there is one, what to try (`suggestion`).
public enum ReferenceError: Error, Sendable, Equatable, CustomStringConvertible {
    /// The text given as a server URL is not an `http(s)://` URL.
    case invalidURL(String, reason: String)
    /// The server could not be reached (refused, DNS failure, connection lost).
    case unreachable(url: String, reason: String)
    /// The TLS handshake failed, usually because of a self-signed or expired certificate.
    case certificateRejected(url: String, reason: String)
    /// No response arrived in time.
    case timedOut(url: String)
    /// The response body grew past the size `x` accepts.
    case responseTooLarge(url: String, limit: Int)
    /// The server redirected in a loop.
    case redirectLoop(url: String)
    /// The server answered with an error status.
    case httpStatus(url: String, status: Int, excerpt: String)
    /// The server answered 200 with an HTML page instead of DTO source.
    case htmlPage(url: String)
    /// The body is not DTO source (it does not start with the `/* Options:` header, `""" Options:` in Python).
    case notDtoSource(url: String, firstLine: String)
    /// A metadata document could not be decoded.
    case invalidMetadata(source: String, reason: String)
    /// The generator refused the metadata.
    case generationFailed(reason: String)
    /// The file to update does not exist.
    case fileNotFound(path: String)
    /// The file exists but cannot be read (a folder, no permission, not UTF-8).
    case unreadable(path: String, reason: String)
    /// The file or its folder cannot be written.
    case notWritable(path: String, reason: String)
    /// The file has no `Options:` header.
    case notAReference(path: String)
    /// Adding would replace a file that is not a ServiceStack reference.
    case wouldReplaceOtherFile(path: String)
    /// The file's header has no `BaseUrl:` line, or an empty one.
    case missingBaseUrl(path: String)
    /// The header has an option with a value of the wrong kind.
    case invalidOption(path: String, reason: String)
    /// An option given on the command line cannot be used.
    case invalidArgument(String)

    public var description: String {
        switch self {
        case .invalidURL(let text, let reason): "'\(text)' is not a usable server URL: \(reason)"
        case .unreachable(let url, let reason): "could not reach \(url): \(reason)"
        case .certificateRejected(let url, let reason): "TLS certificate of \(url) was rejected: \(reason)"
        case .timedOut(let url): "\(url) did not answer in time"
        case .responseTooLarge(let url, let limit): "\(url) answered with more than \(limit) bytes"
        case .redirectLoop(let url): "\(url) redirects in a loop"
        case .httpStatus(let url, let status, let excerpt):
            excerpt.isEmpty
                ? "\(url) answered HTTP \(status)" : "\(url) answered HTTP \(status): \(excerpt)"
        case .htmlPage(let url): "\(url) answered with an HTML page, not DTO source"
        case .notDtoSource(let url, let firstLine):
            "\(url) did not return DTO source (it should start with its Options header, "
                + "but starts with '\(firstLine)')"
        case .invalidMetadata(let source, let reason): "\(source) is not a usable metadata document: \(reason)"
        case .generationFailed(let reason): "could not generate the types: \(reason)"
        case .fileNotFound(let path): "\(path) does not exist"
        case .unreadable(let path, let reason): "cannot read \(path): \(reason)"
        case .notWritable(let path, let reason): "cannot write \(path): \(reason)"
        case .notAReference(let path):
            "\(path) is not an existing ServiceStack reference (it has no '/* Options:' header)"
        case .wouldReplaceOtherFile(let path):
            "\(path) exists and is not a ServiceStack reference, so x will not replace it"
        case .missingBaseUrl(let path): "the Options header of \(path) has no BaseUrl"
        case .invalidOption(let path, let reason): "the Options header of \(path) is invalid: \(reason)"
        case .invalidArgument(let reason): reason
        }
    }

    /// What to try next, or nil when the description says it all.
    public var suggestion: String? {
        switch self {
        case .invalidURL:
            "Give the server's base URL with its scheme, e.g. https://example.org or http://localhost:5000."
        case .unreachable:
            "Check that the server is running and that the URL (or the file's BaseUrl) is right."
        case .certificateRejected:
            #if canImport(FoundationNetworking)
                "On Linux certificate errors cannot be ignored; use http:// for a local server, "
                    + "or trust its certificate (e.g. add it to /etc/ssl/certs or set SSL_CERT_FILE)."
            #else
                "For a development server with a self-signed certificate, add --ignore-ssl-errors."
            #endif
        case .timedOut: "Try again; check the server is not overloaded or behind a proxy that drops requests."
        case .responseTooLarge: "Check that the URL is a ServiceStack server's base URL."
        case .redirectLoop: "Check the server's redirects, or give the URL it finally serves from."
        case .httpStatus(_, let status, _) where status == 404:
            "The server has no native types there: check that BaseUrl is the ServiceStack app's "
                + "base URL (not a page or sub-path) and that it serves /types/{language}."
        case .httpStatus(_, let status, _) where status == 401 || status == 403:
            "The native types endpoint requires authentication; ask for it to be made public."
        case .httpStatus: "Check the server's logs; the options in the request may be invalid."
        case .htmlPage:
            "The URL probably points at a web page (a front end, a login or error page); "
                + "use the ServiceStack app's base URL."
        case .notDtoSource: "Check that the URL is a ServiceStack server's base URL."
        case .invalidMetadata:
            "Use a document saved from /types/metadata (JSON), e.g. curl https://host/types/metadata -o api.json."
        case .generationFailed: nil
        case .fileNotFound: "To add a new reference, run: x swift https://your-server [Name] (or x typescript…)"
        case .unreadable, .notWritable: "Check the path and its permissions."
        case .notAReference: "Add references with: x swift https://your-server [Name] (or x typescript…)"
        case .wouldReplaceOtherFile: "Give another Name, or move the file away."
        case .missingBaseUrl:
            "Add a line 'BaseUrl: https://your-server' to the header, or add the reference again."
        case .invalidOption: "Fix the value in the header, or comment the line out with //."
        case .invalidArgument: "Run x --help for the commands, and x swift --help (x typescript --help…) for options."
        }
    }

    /// The description, then the suggestion on an indented line.
    public var fullMessage: String {
        suggestion.map { "\(description)\n  \($0)" } ?? description
    }
}
