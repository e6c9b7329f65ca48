import Foundation
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension URLRequest {
    /// The request's verb; POST when none is set.
    public var method: String { httpMethod ?? HttpMethods.Post }
}

extension HTTPURLResponse {
    /// The standard reason phrase of the status code, or the code itself when it has none (Foundation does not
    /// expose the phrase the server sent).
    public var statusDescription: String { Self.reasonPhrases[statusCode] ?? "\(statusCode)" }

    private static let reasonPhrases: [Int: String] = [
        200: "OK", 201: "Created", 202: "Accepted", 203: "Non-Authoritative Information", 204: "No Content",
        205: "Reset Content", 206: "Partial Content", 301: "Moved Permanently", 302: "Found", 303: "See Other",
        304: "Not Modified", 307: "Temporary Redirect", 308: "Permanent Redirect", 400: "Bad Request",
        401: "Unauthorized", 402: "Payment Required", 403: "Forbidden", 404: "Not Found", 405: "Method Not Allowed",
        406: "Not Acceptable", 407: "Proxy Authentication Required", 408: "Request Timeout", 409: "Conflict",
        410: "Gone", 411: "Length Required", 412: "Precondition Failed", 413: "Content Too Large",
        414: "URI Too Long", 415: "Unsupported Media Type", 416: "Range Not Satisfiable",
        417: "Expectation Failed", 418: "I'm a teapot", 422: "Unprocessable Content", 425: "Too Early",
        426: "Upgrade Required", 428: "Precondition Required", 429: "Too Many Requests",
        431: "Request Header Fields Too Large", 500: "Internal Server Error", 501: "Not Implemented",
        502: "Bad Gateway", 503: "Service Unavailable", 504: "Gateway Timeout", 505: "HTTP Version Not Supported",
    ]
}

extension URLSession {
    /// What a data task's completion handler received.
    public typealias URLSessionDataCallback = (data: Data?, response: URLResponse?, error: (any Error)?)
    /// A data task and, once it completed, what its completion handler received.
    public typealias URLSessionDataTaskSync = (task: URLSessionDataTask, callback: URLSessionDataCallback?)

    /// Runs a data task and blocks the calling thread until it completes. Never call it on the main thread or
    /// from a Swift concurrency task: use `data(for:)` there.
    public func dataTaskSync(request: URLRequest) -> URLSessionDataTaskSync {
        let result = Locked<URLSessionDataCallback?>(nil)
        let done = DispatchSemaphore(value: 0)
        let task = dataTask(with: request) { data, response, error in
            result.withLock { $0 = (data: data, response: response, error: error) }
            done.signal()
        }
        task.resume()
        done.wait()
        return (task: task, callback: result.current)
    }
}
