import Foundation
import ServiceStack

/// Throws an `HttpError` with the given status and message.
public class ThrowHttpError: IReturn, Codable {
    public typealias Return = ThrowHttpErrorResponse
    public var status: Int?
    public var message: String?
    required public init() {}
}

/// Never returned: `ThrowHttpError` always fails.
public class ThrowHttpErrorResponse: Codable {
    public var responseStatus: ResponseStatus?
    required public init() {}
}

/// Always answers 404 with `message` (default `Custom Status Description`).
public class Throw404: IReturn, Codable {
    public typealias Return = ErrorResponse
    public var message: String?
    required public init() {}
}

/// Always answers 400 with error code `CustomError` and `message` (default `Custom Error Message`).
public class ThrowCustom400: IReturn, Codable {
    public typealias Return = ErrorResponse
    public var message: String?
    required public init() {}
}

/// Throws the named kind of error (`NotFound`, `Unauthorized`, `ArgumentException`, `Exception`...).
public class ThrowType: IReturn, Codable {
    public typealias Return = ThrowTypeResponse
    public var type: String?
    public var message: String?
    required public init() {}
}

/// Never returned: `ThrowType` always fails.
public class ThrowTypeResponse: Codable {
    public var responseStatus: ResponseStatus?
    required public init() {}
}

/// Validates `age` (1 to 120), `required` (not empty) and `email` (an email address).
public class ThrowValidation: IReturn, Codable {
    public typealias Return = ThrowValidationResponse
    public var age: Int = 0
    public var required: String?
    public var email: String?
    required public init() {}
}

/// Returned when `ThrowValidation` passes.
public class ThrowValidationResponse: Codable {
    public var age: Int?
    public var required: String?
    public var email: String?
    public var responseStatus: ResponseStatus?
    required public init() {}
}
