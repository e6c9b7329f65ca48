/// The 401s ServiceStack answers for tokens it cannot accept (`TokenException`) and for other failed sign-ins.
enum TokenErrors {
    static let expired = tokenException("Token has expired")
    static let notValidYet = tokenException("Token not valid yet")
    static let invalidated = tokenException("Token has been invalidated")
    static let invalid = tokenException("Token is invalid")
    static let invalidRefreshToken = tokenException("RefreshToken is Invalid")

    static func unsupportedAlgorithm(_ algorithm: String?, expected: String) -> HttpError {
        tokenException("Invalid algorithm '\(algorithm ?? "")', expected '\(expected)'")
    }

    static func invalidIssuer(_ issuer: String?) -> HttpError {
        tokenException("Invalid Issuer: \(issuer ?? "")")
    }

    static func invalidAudience(_ audiences: [String]) -> HttpError {
        tokenException("Invalid Audience: \(audiences.joined(separator: ","))")
    }

    static let invalidCredentials = HttpError(status: 401, message: "Invalid Username or Password")
    static let invalidBasicAuthCredentials = HttpError(status: 401, message: "Invalid BasicAuth Credentials")
    static let unknownApiKey = HttpError(status: 401, message: "ApiKey does not exist")
    static let userOfApiKeyMissing = HttpError(status: 401, message: "User for ApiKey does not exist")

    private static func tokenException(_ message: String) -> HttpError {
        HttpError(status: 401, message: message, errorCode: "TokenException")
    }
}
