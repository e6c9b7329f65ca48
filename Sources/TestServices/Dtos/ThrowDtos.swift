import Foundation
import ServiceStack

/// Throws an `HttpError` with the given status and message.
package class ThrowHttpError: IReturn, Codable {
    package typealias Return = ThrowHttpErrorResponse
    package var status: Int?
    package var message: String?
    required package init() {}
}

/// Never returned: `ThrowHttpError` always fails.
package class ThrowHttpErrorResponse: Codable {
    package var responseStatus: ResponseStatus?
    required package init() {}
}

/// Always answers 404 with `message` (default `Custom Status Description`).
package class Throw404: IReturn, Codable {
    package typealias Return = ErrorResponse
    package var message: String?
    required package init() {}
}

/// Always answers 400 with error code `CustomError` and `message` (default `Custom Error Message`).
package class ThrowCustom400: IReturn, Codable {
    package typealias Return = ErrorResponse
    package var message: String?
    required package init() {}
}

/// Throws the named kind of error (`NotFound`, `Unauthorized`, `ArgumentException`, `Exception`...).
package class ThrowType: IReturn, Codable {
    package typealias Return = ThrowTypeResponse
    package var type: String?
    package var message: String?
    required package init() {}
}

/// Never returned: `ThrowType` always fails.
package class ThrowTypeResponse: Codable {
    package var responseStatus: ResponseStatus?
    required package init() {}
}

/// Validates `age` (1 to 120), `required` (not empty) and `email` (an email address).
package class ThrowValidation: IReturn, Codable {
    package typealias Return = ThrowValidationResponse
    package var age: Int = 0
    package var required: String?
    package var email: String?
    required package init() {}
}

/// Returned when `ThrowValidation` passes.
package class ThrowValidationResponse: Codable {
    package var age: Int?
    package var required: String?
    package var email: String?
    package var responseStatus: ResponseStatus?
    required package init() {}
}
