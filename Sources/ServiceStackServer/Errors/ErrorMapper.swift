import Foundation
import NIOHTTP1
import ServiceStack

/// Turns any thrown error into the HTTP status and `ResponseStatus` ServiceStack would send.
enum ErrorMapper {
    /// The status, error code, message and field errors for `error`.
    static func map(_ error: any Error) -> (status: Int, responseStatus: ResponseStatus) {
        switch error {
        case let known as any HTTPStatusError:
            return (known.status, status(known.errorCode, known.message, known.fieldErrors))
        case let serialization as SerializationError:
            return (400, status("SerializationException", serialization.message, []))
        case let decoding as DecodingError:
            return (400, status("SerializationException", describe(decoding), fieldErrors(decoding)))
        case let parser as HTTPParserError:
            return (400, status("BadRequest", "Malformed HTTP request: \(parser)", []))
        case _ where InternalErrorDetail.isHidden(error):
            return (500, status("InternalServerError", InternalErrorDetail.genericMessage, []))
        default:
            let name = String(describing: type(of: error))
            let message = (error as? any LocalizedError)?.errorDescription ?? String(describing: error)
            return (500, status(name, message, []))
        }
    }

    private static func status(_ code: String, _ message: String, _ fields: [FieldError])
        -> ResponseStatus
    {
        ResponseStatus(errorCode: code, message: message, errors: fields.map { $0.toResponseError() })
    }

    private static func path(_ codingPath: [any CodingKey]) -> String {
        codingPath.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
    }

    /// The property that failed to bind as a field error, named as the DTO's (.NET-cased) property, as
    /// ServiceStack lists binding failures; none when the body as a whole could not be read.
    static func fieldErrors(_ error: DecodingError) -> [FieldError] {
        let codingPath: [any CodingKey] =
            switch error {
            case .typeMismatch(_, let context), .dataCorrupted(let context), .valueNotFound(_, let context):
                context.codingPath
            case .keyNotFound(let key, let context): context.codingPath + [key]
            @unknown default: []
            }
        guard let property = codingPath.first?.stringValue, codingPath.first?.intValue == nil else { return [] }
        return [
            FieldError(
                errorCode: "SerializationException", fieldName: DotNetTypeNaming.propertyName(property),
                message: describe(error))
        ]
    }

    /// A readable message naming the property that failed to bind.
    static func describe(_ error: DecodingError) -> String {
        switch error {
        case .typeMismatch(_, let context), .dataCorrupted(let context), .valueNotFound(_, let context):
            let at = path(context.codingPath)
            return at.isEmpty
                ? "Could not bind request: \(context.debugDescription)"
                : "Could not bind '\(at)': \(context.debugDescription)"
        case .keyNotFound(let key, let context):
            let at = path(context.codingPath + [key])
            return "Could not bind request: missing required property '\(at)'"
        @unknown default:
            return "Could not bind request: \(error)"
        }
    }
}
