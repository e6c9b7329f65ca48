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
}
