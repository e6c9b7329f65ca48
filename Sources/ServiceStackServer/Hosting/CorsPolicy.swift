import Foundation
import HTTPTypes
import Hummingbird

/// Which cross-origin browser requests a host allows, like ServiceStack's `CorsFeature`.
public struct CorsPolicy: Sendable {
    /// Allowed origins; `*` allows any. Listed origins are echoed back with `Vary: Origin`.
    public var allowedOrigins: [String]
    /// `Access-Control-Allow-Methods` of preflight answers: the verbs a browser may send.
    public var allowedMethods: String
    /// `Access-Control-Allow-Headers` of preflight answers: the request headers a browser may send.
    public var allowedHeaders: String
    /// Sends `Access-Control-Allow-Credentials: true` (and echoes the origin instead of `*`). Only with listed
    /// origins: with `*`, any site could read a signed-in user's answers, so a host refuses to start with both.
    public var allowCredentials: Bool
    /// `Access-Control-Expose-Headers`: response headers a page's script may read; nil sends none.
    public var exposedHeaders: String?
    /// Seconds a browser may cache a preflight answer.
    public var maxAge: Int?

    /// A policy; by default any origin, the usual verbs, and the headers ServiceStack clients send.
    public init(
        allowedOrigins: [String] = ["*"], allowedMethods: String = "GET, POST, PUT, DELETE, PATCH, OPTIONS",
        allowedHeaders: String = "Content-Type, Authorization, Accept", allowCredentials: Bool = false,
        exposedHeaders: String? = nil, maxAge: Int? = nil
    ) {
        self.allowedOrigins = allowedOrigins
        self.allowedMethods = allowedMethods
        self.allowedHeaders = allowedHeaders
        self.allowCredentials = allowCredentials
        self.exposedHeaders = exposedHeaders
        self.maxAge = maxAge
    }

    /// Throws `CorsPolicyError.credentialsWithAnyOrigin` for `*` with `allowCredentials`, which browsers' rules
    /// forbid and which echoing the caller's origin would get round.
    public func validate() throws {
        if allowsAnyOrigin && allowCredentials { throw CorsPolicyError.credentialsWithAnyOrigin }
    }

    private var allowsAnyOrigin: Bool { allowedOrigins.contains("*") }

    /// The value of `Access-Control-Allow-Origin` for a request from `origin`, or nil when it is not allowed.
    /// An invalid policy (see `validate()`) allows nothing.
    func allowOrigin(for origin: String?) -> String? {
        if allowsAnyOrigin { return allowCredentials ? nil : "*" }
        guard let origin else { return nil }
        return allowedOrigins.contains { $0.caseInsensitiveCompare(origin) == .orderedSame } ? origin : nil
    }

    /// Adds the CORS headers for a request from `origin`; `preflight` adds the cache lifetime too.
    func apply(to fields: inout HTTPFields, origin: String?, preflight: Bool) {
        guard let allowed = allowOrigin(for: origin) else { return }
        fields[.accessControlAllowOrigin] = allowed
        if allowed != "*" { fields.append(HTTPField(name: .vary, value: "Origin")) }
        fields[.accessControlAllowMethods] = allowedMethods
        fields[.accessControlAllowHeaders] = allowedHeaders
        if allowCredentials { fields[.accessControlAllowCredentials] = "true" }
        if let exposedHeaders { fields[.accessControlExposeHeaders] = exposedHeaders }
        if preflight, let maxAge { fields[.accessControlMaxAge] = String(maxAge) }
    }
}

/// A `CorsPolicy` a host refuses to serve with.
public enum CorsPolicyError: Error, Equatable, CustomStringConvertible {
    /// `allowedOrigins` has `*` and `allowCredentials` is set: every site could make credentialed requests.
    case credentialsWithAnyOrigin

    public var description: String {
        switch self {
        case .credentialsWithAnyOrigin:
            "CorsPolicy: allowCredentials needs a list of origins, not \"*\" (any site could read signed-in answers)"
        }
    }
}
