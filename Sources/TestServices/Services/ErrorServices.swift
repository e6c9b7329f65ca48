import Foundation
import ServiceStack
import ServiceStackServer

/// Services that fail in each of ServiceStack's ways.
enum ErrorServices {
    static func register(on host: ServiceStackHost) {
        host.register(ThrowHttpError.self) { request, _ in
            throw HttpError(status: request.status ?? 500, message: request.message)
        }
        host.register(Throw404.self) { request, _ in
            throw HttpError(status: 404, message: request.message ?? "Custom Status Description")
        }
        host.register(ThrowCustom400.self) { request, _ in
            throw HttpError(
                status: 400, message: request.message ?? "Custom Error Message", errorCode: "CustomError")
        }
        host.register(ThrowType.self) { request, _ in
            throw error(named: request.type ?? "Exception", message: request.message)
        }
        host.register(ThrowValidation.self) { request, _ in
            try validate(request)
            let response = ThrowValidationResponse()
            response.age = request.age
            response.required = request.required
            response.email = request.email
            return response
        }
    }

    /// A generic server failure, reported as a 500 named after its type.
    struct Exception: Error, CustomStringConvertible {
        let description: String
    }

    private static func error(named type: String, message: String?) -> any Error {
        let text = message ?? "Server Error"
        switch type.lowercased() {
        case "notfound": return HttpError(status: 404, message: message ?? "not here")
        case "unauthorized": return HttpError(status: 401, message: message ?? "Not Authenticated")
        case "forbidden": return HttpError(status: 403, message: message ?? "Forbidden")
        case "argumentexception", "argument": return ArgumentError(text, paramName: "Type")
        case "notimplementedexception":
            return HttpError(status: 405, message: text, errorCode: "NotImplementedException")
        default:
            if let status = Int(type) { return HttpError(status: status, message: message) }
            return Exception(description: text)
        }
    }

    private static func validate(_ request: ThrowValidation) throws {
        var errors: [FieldError] = []
        let age = request.age ?? 0
        if !(1...120).contains(age) {
            errors.append(
                FieldError(
                    errorCode: "InclusiveBetween", fieldName: "Age",
                    message: "'Age' must be between 1 and 120. You entered \(age).",
                    meta: ["PropertyName": "Age", "From": "1", "To": "120", "PropertyValue": "\(age)"]))
        }
        if (request.required ?? "").isEmpty {
            errors.append(
                FieldError(
                    errorCode: "NotEmpty", fieldName: "Required", message: "'Required' must not be empty.",
                    meta: ["PropertyName": "Required"]))
        }
        let email = request.email ?? ""
        if !isEmail(email) {
            errors.append(
                FieldError(
                    errorCode: "Email", fieldName: "Email", message: "'Email' is not a valid email address.",
                    meta: ["PropertyName": "Email", "PropertyValue": email]))
        }
        if !errors.isEmpty { throw ValidationError(errors) }
    }

    private static func isEmail(_ text: String) -> Bool {
        let parts = text.split(separator: "@", omittingEmptySubsequences: false)
        return parts.count == 2 && !parts[0].isEmpty && !parts[1].isEmpty
    }
}
