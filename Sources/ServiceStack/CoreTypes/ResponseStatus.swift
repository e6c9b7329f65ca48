import Foundation

/// The error details ServiceStack returns in a response's `responseStatus`.
public class ResponseStatus: Dto {
    /// The error's code: an exception name (`ArgumentException`), a validation rule (`NotEmpty`) or a status name.
    public var errorCode: String?
    /// The error's message.
    public var message: String?
    /// The server's stack trace, sent only in debug mode.
    public var stackTrace: String?
    /// One entry per invalid field.
    public var errors: [ResponseError] = []
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]

    /// Creates an empty status.
    public required init() {}

    /// Creates a status with the given values.
    public init(
        errorCode: String?, message: String?, stackTrace: String? = nil, errors: [ResponseError] = [],
        meta: [String: String] = [:]
    ) {
        self.errorCode = errorCode
        self.message = message
        self.stackTrace = stackTrace
        self.errors = errors
        self.meta = meta
    }

    enum CodingKeys: String, CodingKey {
        case errorCode, message, stackTrace, errors, meta
    }

    /// Decodes the status; missing `errors` and `meta` are empty.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        errorCode = try container.decodeIfPresent(String.self, forKey: .errorCode)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        stackTrace = try container.decodeIfPresent(String.self, forKey: .stackTrace)
        errors = try container.decodeIfPresent([ResponseError].self, forKey: .errors) ?? []
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    /// Encodes the set fields; empty `errors` and `meta` are left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(errorCode, forKey: .errorCode)
        try container.encodeIfPresent(message, forKey: .message)
        try container.encodeIfPresent(stackTrace, forKey: .stackTrace)
        try container.encode(errors, forKey: .errors)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
    }
}

/// One field error inside a `ResponseStatus`.
public class ResponseError: Dto {
    /// The rule that failed (`NotEmpty`, `InclusiveBetween`...).
    public var errorCode: String?
    /// The request property the error is about.
    public var fieldName: String?
    /// The error's message.
    public var message: String?
    /// Extra name-value pairs.
    public var meta: [String: String] = [:]

    /// Creates an empty field error.
    public required init() {}

    /// Creates a field error with the given values.
    public init(errorCode: String?, fieldName: String?, message: String?, meta: [String: String] = [:]) {
        self.errorCode = errorCode
        self.fieldName = fieldName
        self.message = message
        self.meta = meta
    }

    enum CodingKeys: String, CodingKey {
        case errorCode, fieldName, message, meta
    }

    /// Decodes the field error; a missing `meta` is empty.
    public required init(from decoder: any Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        errorCode = try container.decodeIfPresent(String.self, forKey: .errorCode)
        fieldName = try container.decodeIfPresent(String.self, forKey: .fieldName)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    /// Encodes the set fields; an empty `meta` is left out.
    public func encode(to encoder: any Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(errorCode, forKey: .errorCode)
        try container.encodeIfPresent(fieldName, forKey: .fieldName)
        try container.encodeIfPresent(message, forKey: .message)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
    }
}

/// The generic error body a server returns when a request has no `{Name}Response` type.
public class ErrorResponse: Dto {
    /// The error.
    public var responseStatus: ResponseStatus?
    /// Creates an empty response.
    public required init() {}
}

/// A response with no fields beyond its status.
public class EmptyResponse: Codable {
    /// The error, if the call failed.
    public var responseStatus: ResponseStatus?
    /// Creates an empty response.
    public required init() {}
}
