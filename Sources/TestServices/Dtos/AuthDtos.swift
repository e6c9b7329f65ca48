import Foundation
import ServiceStack
import ServiceStackServer

/// The server's sign-in request, visible to clients that import the test services.
package typealias Authenticate = ServiceStackServer.Authenticate

/// The server's sign-in response, visible to clients that import the test services.
package typealias AuthenticateResponse = ServiceStackServer.AuthenticateResponse

/// Requires an authenticated caller; answers the `name` it is sent (the caller's user name without one).
package class Secured: IReturn, Codable {
    package typealias Return = SecuredResponse
    package var name: String?
    required package init() {}
}

/// The greeting of `Secured`.
package class SecuredResponse: Codable {
    package var result: String?
    package var responseStatus: ResponseStatus?
    required package init() {}
}

/// Makes the caller's current access token invalid, so the next call needs a refresh.
package class InvalidateLastAccessToken: IReturn, IPost, Codable {
    package typealias Return = EmptyResponse
    required package init() {}
}

/// Makes every issued access token invalid; `Admin`s only.
package class ExpireAccessTokens: IReturn, IPost, Codable {
    package typealias Return = EmptyResponse
    required package init() {}
}
