import OpenAPIKit

/// The ways a host with `AuthFeature` accepts credentials, as OpenAPI security schemes.
enum SecuritySchemes {
    /// The schemes, by component key, in the order the host tries them.
    static let all: [(key: String, scheme: OpenAPI.SecurityScheme)] = [
        (
            "bearer",
            .http(
                scheme: "bearer", bearerFormat: "JWT",
                description: "An access token (`/auth` with `useTokenCookie=false`, `/access-token`) or an API key.")
        ),
        ("basic", .http(scheme: "basic", description: "A user name and password, or an API key with no password.")),
        ("apiKey", .apiKey(name: "X-Api-Key", location: .header, description: "An API key.")),
        ("ss-tok", .apiKey(name: "ss-tok", location: .cookie, description: "The access token cookie a sign-in sets.")),
        ("ss-id", .apiKey(name: "ss-id", location: .cookie, description: "The session cookie a sign-in sets.")),
    ]

    /// The components entry.
    static var components: OpenAPI.ComponentReferenceDictionary<OpenAPI.SecurityScheme> {
        var result: OpenAPI.ComponentReferenceDictionary<OpenAPI.SecurityScheme> = [:]
        for (key, scheme) in all { result[OpenAPI.ComponentKey(stringLiteral: key)] = .b(scheme) }
        return result
    }

    /// An operation's requirement: any one of the schemes, with the roles it needs (OpenAPI 3.1 lets non-OAuth
    /// schemes list role names).
    static func requirements(roles: [String]) -> [OpenAPI.SecurityRequirement] {
        all.map { [JSONReference<OpenAPI.SecurityScheme>.component(named: $0.key): roles] }
    }
}
