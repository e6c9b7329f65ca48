import Foundation
import HTTPTypes
import Hummingbird
import Logging
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension ServiceStackHost {
    /// Answers a request in memory, through the same dispatcher as HTTP requests: routing, binding,
    /// validation, auth, errors and CORS behave as over the network, without a socket.
    ///
    /// Used by `InMemoryTransport` to test clients and services together in one process.
    public func respond(to urlRequest: URLRequest) async -> TransportResponse {
        let url = urlRequest.url ?? URL(fileURLWithPath: "/")
        guard let request = InMemoryRequest.make(urlRequest) else {
            return TransportResponse(
                url: url, statusCode: 400, headers: ["Content-Type": "text/plain"],
                body: Data("Invalid request line".utf8))
        }
        let response = await RequestDispatcher(host: self).respond(to: request, logger: inMemoryLogger)
        let collector = BodyCollector()
        do {
            try await response.body.write(collector.writer)
        } catch {
            return TransportResponse(url: url, statusCode: 500, headers: [:], body: Data("\(error)".utf8))
        }
        var headers: [String: String] = [:]
        for field in response.headers {
            let name = field.name.rawName
            headers[name] = headers[name].map { $0 + ", " + field.value } ?? field.value
        }
        // An HTTP server never sends the body of a response to HEAD.
        let body = request.method == .head ? Data() : collector.storage.data
        return TransportResponse(url: url, statusCode: response.status.code, headers: headers, body: body)
    }

    private var inMemoryLogger: Logging.Logger {
        var logger = Logging.Logger(label: name)
        logger.logLevel = .warning
        return logger
    }
}

/// Builds a Hummingbird request from a Foundation one, as it would arrive over HTTP/1.1.
private enum InMemoryRequest {
    static func make(_ urlRequest: URLRequest) -> Request? {
        guard let url = urlRequest.url,
            let components = URLComponents(url: url, resolvingAgainstBaseURL: false),
            let method = HTTPRequest.Method(urlRequest.httpMethod ?? "GET")
        else { return nil }
        var fields = HTTPFields()
        for (name, value) in urlRequest.allHTTPHeaderFields ?? [:] {
            if let name = HTTPField.Name(name) { fields.append(HTTPField(name: name, value: value)) }
        }
        let body = urlRequest.httpBody ?? Data()
        if !body.isEmpty, fields[.contentLength] == nil { fields[.contentLength] = String(body.count) }
        var path = components.percentEncodedPath.isEmpty ? "/" : components.percentEncodedPath
        if let query = components.percentEncodedQuery { path += "?" + query }
        let authority = components.port.map { "\(components.host ?? ""):\($0)" } ?? components.host
        let head = HTTPRequest(
            method: method, scheme: components.scheme, authority: authority, path: path, headerFields: fields)
        return Request(head: head, body: RequestBody(buffer: ByteBuffer(bytes: body)))
    }
}

/// Collects a response body written by Hummingbird.
private struct BodyCollector {
    final class Storage: @unchecked Sendable {
        var data = Data()
    }

    struct Writer: ResponseBodyWriter {
        let storage: Storage

        mutating func write(_ buffer: ByteBuffer) async throws {
            storage.data.append(contentsOf: buffer.readableBytesView)
        }

        consuming func finish(_ trailingHeaders: HTTPFields?) async throws {}
    }

    let storage = Storage()
    var writer: Writer { Writer(storage: storage) }
}
