import Foundation

/// The error details ServiceStack returns in a response's `responseStatus`.
public class ResponseStatus: Dto {
    public var errorCode: String?
    public var message: String?
    public var stackTrace: String?
    public var errors: [ResponseError] = []
    public var meta: [String: String] = [:]

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

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        errorCode = try container.decodeIfPresent(String.self, forKey: .errorCode)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        stackTrace = try container.decodeIfPresent(String.self, forKey: .stackTrace)
        errors = try container.decodeIfPresent([ResponseError].self, forKey: .errors) ?? []
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    public func encode(to encoder: Encoder) throws {
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
    public var errorCode: String?
    public var fieldName: String?
    public var message: String?
    public var meta: [String: String] = [:]

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

    public required init(from decoder: Decoder) throws {
        let container = try decoder.container(keyedBy: CodingKeys.self)
        errorCode = try container.decodeIfPresent(String.self, forKey: .errorCode)
        fieldName = try container.decodeIfPresent(String.self, forKey: .fieldName)
        message = try container.decodeIfPresent(String.self, forKey: .message)
        meta = try container.decodeIfPresent([String: String].self, forKey: .meta) ?? [:]
    }

    public func encode(to encoder: Encoder) throws {
        var container = encoder.container(keyedBy: CodingKeys.self)
        try container.encodeIfPresent(errorCode, forKey: .errorCode)
        try container.encodeIfPresent(fieldName, forKey: .fieldName)
        try container.encodeIfPresent(message, forKey: .message)
        if !meta.isEmpty { try container.encode(meta, forKey: .meta) }
    }
}

/// The generic error body a server returns when a request has no `{Name}Response` type.
public class ErrorResponse: Dto {
    public var responseStatus: ResponseStatus?
    public required init() {}
}

/// A response with no fields beyond its status.
public class EmptyResponse: Codable {
    public var responseStatus: ResponseStatus?
    public required init() {}
}
