import Foundation
import HTTPTypes
import Hummingbird
import ServiceStack

/// Builds Hummingbird responses: JSON successes, 204s, errors with `responseStatus`, raw results.
enum HTTPWriter {
    static let jsonContentType = "application/json; charset=utf-8"

    static func success(_ output: OperationOutput, context: ServiceContext) -> Response {
        switch output {
        case .json(let data):
            return make(
                status: context.statusOverride ?? 200, headers: [("Content-Type", jsonContentType)],
                body: data,
                context: context)
        case .noContent:
            return make(
                status: context.statusOverride ?? 204, headers: [], body: Data(), context: context)
        }
    }

    static func error(_ error: any Error, context: ServiceContext?, stackTrace: String? = nil) -> Response {
        let (status, responseStatus) = ErrorMapper.map(error)
        responseStatus.stackTrace = stackTrace
        return make(
            status: status, headers: [("Content-Type", jsonContentType)],
            body: ResponseEncoding.errorBody(responseStatus), context: context)
    }

    static func raw(_ result: HttpResult, context: ServiceContext) -> Response {
        var response = make(
            status: result.status, headers: result.headers, body: Data(), context: context)
        let bytes = ByteBuffer(bytes: result.body)
        if let declared = result.declaredContentLength, declared > result.body.count {
            response.body = ResponseBody(contentLength: declared) { writer in
                try await writer.write(bytes)
                throw TruncatedBodyError()
            }
        } else {
            response.body = ResponseBody(byteBuffer: bytes)
        }
        return response
    }

    private static func make(
        status: Int, headers: [(name: String, value: String)], body: Data, context: ServiceContext?
    ) -> Response {
        var fields = HTTPFields()
        for header in headers { add(&fields, header.name, header.value) }
        if let context {
            for header in context.responseHeaders { add(&fields, header.name, header.value) }
            for cookie in context.responseCookies { add(&fields, "Set-Cookie", cookie.headerValue) }
        }
        return Response(
            status: HTTPResponse.Status(code: status), headers: fields,
            body: body.isEmpty ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    private static func add(_ fields: inout HTTPFields, _ name: String, _ value: String) {
        guard let fieldName = HTTPField.Name(name) else { return }
        fields.append(HTTPField(name: fieldName, value: value))
    }
}

/// Thrown mid-body to cut a response short on purpose.
struct TruncatedBodyError: Error {}
