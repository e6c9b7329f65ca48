import Foundation

/// A failure that happened before a usable HTTP response arrived, or while reading it.
public enum ServiceClientError: Error, Sendable, LocalizedError, CustomStringConvertible {
    /// The URL could not be built from the base URL and path.
    case invalidUrl(String)
    /// The request DTO could not be encoded.
    case encodingFailed(type: String, reason: String)
    /// The server could not be reached (refused, DNS failure, connection lost, TLS failure).
    case connectionFailed(url: String, reason: String)
    /// No response arrived in time.
    case timedOut(url: String)
    /// The response was not valid HTTP, or its body was cut short.
    case invalidResponse(url: String, reason: String)
    /// A successful response's body did not decode into the expected type.
    case decodingFailed(type: String, reason: String, body: Data)
    /// The response body (after decompression) grew past `limit` bytes; the rest was not read.
    case responseTooLarge(url: String, limit: Int)
    /// The server redirected in a loop (or more often than a client follows).
    case redirectLoop(url: String)

    public var errorDescription: String? { description }

    /// A short code naming the failure, used as the `ResponseStatus.errorCode`.
    public var code: String {
        switch self {
        case .invalidUrl: "InvalidUrl"
        case .encodingFailed: "EncodingFailed"
        case .connectionFailed: "ConnectionFailed"
        case .timedOut: "TimedOut"
        case .invalidResponse: "InvalidResponse"
        case .decodingFailed: "DecodingFailed"
        case .responseTooLarge: "ResponseTooLarge"
        case .redirectLoop: "RedirectLoop"
        }
    }

    public var description: String {
        switch self {
        case .invalidUrl(let url): "Invalid URL: \(url)"
        case .encodingFailed(let type, let reason): "Could not encode \(type): \(reason)"
        case .connectionFailed(let url, let reason): "Could not connect to \(url): \(reason)"
        case .timedOut(let url): "Request to \(url) timed out"
        case .invalidResponse(let url, let reason): "Invalid response from \(url): \(reason)"
        case .decodingFailed(let type, let reason, let body):
            "Response is not a valid \(type): \(reason). Body: \(String(decoding: body.prefix(200), as: UTF8.self))"
        case .responseTooLarge(let url, let limit): "Response from \(url) is larger than the limit of \(limit) bytes"
        case .redirectLoop(let url): "Redirect loop: \(url) keeps redirecting"
        }
    }
}
