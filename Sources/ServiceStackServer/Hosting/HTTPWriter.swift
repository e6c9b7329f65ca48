import Foundation
import HTTPTypes
import Hummingbird
import ServiceStack

/// Builds Hummingbird responses: JSON successes, 204s, errors with `responseStatus`, raw results.
///
/// Its entry points are kept out of line: the request path calls them from async functions, whose frames would
/// otherwise hold their locals for as long as the connection's task runs.
enum HTTPWriter {
    static let jsonContentType = "application/json; charset=utf-8"
    private static let jsonHeaders = HTTPFields([HTTPField(name: .contentType, value: jsonContentType)])

    @inline(never)
    static func success(_ output: OperationOutput, context: ServiceContext) -> Response {
        switch output {
        case .json(let data):
            return make(
                status: 200, fields: jsonHeaders, body: data, context: context, serviceMayOverrideStatus: true)
        case .noContent:
            return make(
                status: 204, fields: HTTPFields(), body: Data(), context: context, serviceMayOverrideStatus: true)
        case .raw(let result):
            return raw(result, context: context)
        }
    }

    @inline(never)
    static func error(_ error: any Error, context: ServiceContext?, stackTrace: String? = nil) -> Response {
        let (status, responseStatus) = ErrorMapper.map(error)
        responseStatus.stackTrace = stackTrace
        var fields = jsonHeaders
        for header in (error as? HttpError)?.headers ?? [] { add(&fields, header.name, header.value) }
        return make(
            status: status, fields: fields, body: ResponseEncoding.errorBody(responseStatus), context: context)
    }

    @inline(never)
    static func raw(_ result: HttpResult, context: ServiceContext) -> Response {
        var fields = HTTPFields()
        for header in result.headers { add(&fields, header.name, header.value) }
        var response = make(status: result.status, fields: fields, body: Data(), context: context)
        guard FinalStatus(result.status).allowsBody else { return response }
        if let stream = result.stream {
            response.body = ResponseBody(contentLength: result.declaredContentLength) { writer in
                try await ResponseStreamWriter.run(stream, on: writer)
            }
            return response
        }
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
        status: Int, fields: HTTPFields, body: Data, context: ServiceContext?,
        serviceMayOverrideStatus: Bool = false
    ) -> Response {
        var fields = fields
        var finalStatus = status
        if let context {
            let parts = context.responseParts
            // Room for Hummingbird's `Date` and `Server` too: a streamed response keeps its head while it lasts,
            // and growing the fields one at a time would leave it with twice the room it needs.
            fields.reserveCapacity(
                fields.count + parts.headers.count + parts.cookies.count + Self.headersHummingbirdAdds)
            for header in parts.headers { add(&fields, header.name, header.value) }
            for cookie in parts.cookies { fields.append(HTTPField(name: .setCookie, value: cookie.headerValue)) }
            if serviceMayOverrideStatus, let override = parts.status { finalStatus = override }
        }
        let status = FinalStatus(finalStatus)
        return Response(
            status: status.value, headers: fields,
            body: body.isEmpty || !status.allowsBody
                ? ResponseBody() : ResponseBody(byteBuffer: ByteBuffer(bytes: body)))
    }

    /// `Date`, and `Server` when the application names one.
    private static let headersHummingbirdAdds = 2

    private static func add(_ fields: inout HTTPFields, _ name: String, _ value: String) {
        guard let fieldName = HTTPField.Name(name) else { return }
        fields.append(HTTPField(name: fieldName, value: value))
    }
}

/// Thrown mid-body to cut a response short on purpose.
struct TruncatedBodyError: Error {}
