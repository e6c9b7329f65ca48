import Foundation
import ServiceStack
import ServiceStackServer

/// The server's sign-in request, visible to clients that import the test services.
public typealias Authenticate = ServiceStackServer.Authenticate

/// The server's sign-in response, visible to clients that import the test services.
public typealias AuthenticateResponse = ServiceStackServer.AuthenticateResponse

/// Requires an authenticated caller.
public class Secured: IReturn, Codable {
    public typealias Return = SecuredResponse
    public var name: String?
    required public init() {}
}

/// The greeting of `Secured`.
public class SecuredResponse: Codable {
    public var result: String?
    public var responseStatus: ResponseStatus?
    required public init() {}
}

/// Makes the caller's current access token invalid, so the next call needs a refresh.
public class InvalidateLastAccessToken: IReturn, IPost, Codable {
    public typealias Return = EmptyResponse
    required public init() {}
}

/// Makes every issued access token invalid.
public class ExpireAccessTokens: IReturn, IPost, Codable {
    public typealias Return = EmptyResponse
    required public init() {}
}
