import Foundation

/// A type that can be created with no arguments.
public protocol Instantiable {
    /// Creates an empty value.
    init()
}

/// A data transfer object: Codable and instantiable.
public protocol Dto: Codable, Instantiable {}

/// A request DTO that declares its response type.
public protocol RequestDto: IReturn, Codable {}

/// A request DTO whose service returns `Return`.
public protocol IReturn {
    /// The response DTO the service returns.
    associatedtype Return: Codable
}

/// A request DTO whose service returns no body (HTTP 204).
public protocol IReturnVoid: Instantiable {}

/// Marks a request DTO as sent with HTTP GET.
public protocol IGet {}
/// Marks a request DTO as sent with HTTP POST.
public protocol IPost {}
/// Marks a request DTO as sent with HTTP PUT.
public protocol IPut {}
/// Marks a request DTO as sent with HTTP DELETE.
public protocol IDelete {}
/// Marks a request DTO as sent with HTTP PATCH.
public protocol IPatch {}
/// Marks a request DTO as sent with HTTP OPTIONS.
public protocol IOptions {}

/// A DTO carrying the caller's session id.
public protocol IHasSessionId {
    /// The session id; the client copies its own `sessionId` here before sending.
    var sessionId: String? { get set }
}

/// A DTO carrying the caller's bearer token.
public protocol IHasBearerToken {
    /// The bearer token; the client copies its own `bearerToken` here before sending.
    var bearerToken: String? { get set }
}

/// A DTO with a free-form string map.
public protocol IMeta {
    /// Extra name-value pairs.
    var meta: [String: String] { get set }
}

/// A DTO carrying the client's API version.
public protocol IHasVersion {
    /// The API version; the client copies its own `version` here before sending.
    var version: Int? { get set }
}

/// Opts a request into automatic retries even when its verb is not idempotent.
public protocol IRetryable {}
