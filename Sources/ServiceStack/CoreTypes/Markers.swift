import Foundation

/// A type that can be created with no arguments.
public protocol Instantiable {
    init()
}

/// A data transfer object: Codable and instantiable.
public protocol Dto: Codable, Instantiable {}

/// A request DTO that declares its response type.
public protocol RequestDto: IReturn, Codable {}

/// A request DTO whose service returns `Return`.
public protocol IReturn {
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
    var sessionId: String? { get set }
}

/// A DTO carrying the caller's bearer token.
public protocol IHasBearerToken {
    var bearerToken: String? { get set }
}

/// A DTO with a free-form string map.
public protocol IMeta {
    var meta: [String: String] { get set }
}

/// A DTO carrying the client's API version.
public protocol IHasVersion {
    var version: Int? { get set }
}

/// Opts a request into automatic retries even when its verb is not idempotent.
public protocol IRetryable {}
