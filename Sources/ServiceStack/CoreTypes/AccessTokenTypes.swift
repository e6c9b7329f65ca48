import Foundation

/// Exchanges a JWT refresh token for a new access token (`/access-token`).
public class GetAccessToken: IReturn, IPost, Codable {
    /// The response type.
    public typealias Return = GetAccessTokenResponse
    /// The refresh token; nil to use the `ss-reftok` cookie.
    public var refreshToken: String?
    /// Asks the server to set the new access token as the `ss-tok` cookie instead of returning it.
    public var useTokenCookie: Bool?
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]

    /// Creates an empty request.
    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case refreshToken, useTokenCookie, meta
    }

    /// Decodes the request; a missing `meta` is empty.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        refreshToken = try container.decodeIfPresent(String.self, forKey: .refreshToken)
        useTokenCookie = try container.decodeIfPresent(Bool.self, forKey: .useTokenCookie)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    /// Encodes the set fields; an empty `meta` is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(refreshToken, forKey: .refreshToken)
        try container.encodeIfPresent(useTokenCookie, forKey: .useTokenCookie)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
    }
}

/// The new access token, or an empty body when the server set it as the `ss-tok` cookie.
public class GetAccessTokenResponse: Codable {
    /// The new JWT access token; nil when it was set as the `ss-tok` cookie.
    public var accessToken: String?
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]
    /// The error, when the refresh failed.
    public var responseStatus: ResponseStatus?

    /// Creates an empty response.
    public required init() {}

    private enum CodingKeys: String, CodingKey {
        case accessToken, meta, responseStatus
    }

    /// Decodes the response; a missing `meta` is empty.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        accessToken = try container.decodeIfPresent(String.self, forKey: .accessToken)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
        responseStatus = try container.decodeIfPresent(ResponseStatus.self, forKey: .responseStatus)
    }

    /// Encodes the set fields; an empty `meta` is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(accessToken, forKey: .accessToken)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
        try container.encodeIfPresent(responseStatus, forKey: .responseStatus)
    }
}
