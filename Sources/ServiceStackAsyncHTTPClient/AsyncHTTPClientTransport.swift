import AsyncHTTPClient
import Foundation
import NIOCore
import NIOHTTP1
import NIOHTTPCompression
import NIOSSL
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A `ServiceClientTransport` on AsyncHTTPClient: fast, NIO-based, for servers and command-line tools.
///
/// The client's filters, auth, cookies, retries and errors work exactly as with the URLSession transport.
public struct AsyncHTTPClientTransport: CertificateValidationConfigurable, WholeCallDeadlineTransport {
    /// The most bytes the default HTTP clients inflate from one compressed body (64 MiB). A larger compressed
    /// body fails with `ServiceClientError.responseTooLarge`; pass an `HTTPClient` of your own with a larger
    /// decompression limit to accept one.
    public static let defaultDecompressionLimit = 64 * 1024 * 1024

    /// The HTTP client requests go through.
    public let httpClient: HTTPClient
    /// Responses larger than this fail with `ServiceClientError.responseTooLarge` (`JsonServiceClient` passes its
    /// own `maxResponseBytes` instead).
    public var maxResponseBytes: Int
    private let ignoredCertificateHosts = Locked<Set<String>>([])
    /// The event loops of `httpClient`'s group, listed once rather than on every call.
    let eventLoops: [any EventLoop]

    /// A transport on `httpClient`; by default a process-wide client that needs no shutdown.
    public init(
        httpClient: HTTPClient = AsyncHTTPClientTransport.defaultHTTPClient, maxResponseBytes: Int = 64 * 1024 * 1024
    ) {
        self.httpClient = httpClient
        self.maxResponseBytes = maxResponseBytes
        self.eventLoops = Array(httpClient.eventLoopGroup.makeIterator())
    }

    /// `HTTPClient.shared`'s settings, except that a failed connection is reported at once instead of being
    /// retried until the request's deadline (the client's `RetryPolicy` decides about retries, as with
    /// URLSession), and that inflating a compressed body stops at `defaultDecompressionLimit` bytes, whatever
    /// its compression ratio.
    public static let defaultHTTPClient: HTTPClient = HTTPClient(
        eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: defaultConfiguration())

    /// Like `defaultHTTPClient`, but accepts any server certificate; used only for `ignoreCertificatesFor` hosts.
    static let certificateIgnoringHTTPClient: HTTPClient = {
        var configuration = defaultConfiguration()
        var tls = TLSConfiguration.makeClientConfiguration()
        tls.certificateVerification = .none
        configuration.tlsConfiguration = tls
        return HTTPClient(eventLoopGroup: HTTPClient.defaultEventLoopGroup, configuration: configuration)
    }()

    /// The event loops of `certificateIgnoringHTTPClient`'s group.
    static let certificateIgnoringEventLoops = Array(certificateIgnoringHTTPClient.eventLoopGroup.makeIterator())

    private static func defaultConfiguration() -> HTTPClient.Configuration {
        var configuration = HTTPClient.Configuration.singletonConfiguration
        configuration.connectionPool.retryConnectionEstablishment = false
        configuration.decompression = .enabled(limit: .size(defaultDecompressionLimit))
        return configuration
    }

    /// Requests to these hosts (`host` or `host:port`) skip certificate validation.
    public func setIgnoredCertificateHosts(_ hosts: [String]) {
        ignoredCertificateHosts.withLock { $0 = Set(hosts.map { $0.lowercased() }) }
    }

    func client(for url: URL) -> HTTPClient {
        guard url.scheme?.lowercased() == "https", let host = url.host?.lowercased() else { return httpClient }
        let ignored = ignoredCertificateHosts.withLock { hosts in
            !hosts.isEmpty && (hosts.contains(host) || url.port.map { hosts.contains("\(host):\($0)") } == true)
        }
        return ignored ? Self.certificateIgnoringHTTPClient : httpClient
    }

    /// Sends `request`, reading at most `maxResponseBytes` of body.
    public func send(_ request: URLRequest) async throws -> TransportResponse {
        try await send(request, maxResponseBytes: maxResponseBytes)
    }

    /// Sends `request` with the whole call (connecting, the response head and the whole body) bounded by its
    /// `timeoutInterval`, reading at most `maxResponseBytes` of body.
    public func send(_ request: URLRequest, maxResponseBytes: Int) async throws -> TransportResponse {
        let seconds = WaitTime.requestTimeout(request.timeoutInterval) ?? WaitTime.maxSeconds
        return try await send(request, method: nil, maxResponseBytes: maxResponseBytes, wholeCallDeadline: seconds)
    }

    static func makeRequest(_ request: URLRequest, url: String) -> HTTPClientRequest {
        var outgoing = HTTPClientRequest(url: url)
        outgoing.method = HTTPMethod(rawValue: request.httpMethod ?? "GET")
        for (name, value) in request.allHTTPHeaderFields ?? [:] {
            outgoing.headers.replaceOrAdd(name: name, value: value)
        }
        if let body = request.httpBody {
            outgoing.body = .bytes(ByteBuffer(bytes: body))
        }
        return outgoing
    }

    static func makeResponse(
        url: URL, status: HTTPResponseStatus, headers: HTTPHeaders, body: Data
    ) -> TransportResponse {
        TransportResponse(
            url: url, statusCode: Int(status.code), headerPairs: headers.map { ($0.name, $0.value) }, body: body)
    }

    static func classify(_ error: any Error, url: String, limit: Int) -> any Error {
        if error is CancellationError { return error }
        if let clientError = error as? HTTPClientError {
            switch clientError {
            case .cancelled, .requestStreamCancelled: return CancellationError()
            case .deadlineExceeded, .readTimeout, .connectTimeout, .writeTimeout, .getConnectionFromPoolTimeout:
                return ServiceClientError.timedOut(url: url)
            case .remoteConnectionClosed, .uncleanShutdown, .bodyLengthMismatch:
                return ServiceClientError.invalidResponse(
                    url: url, reason: "connection closed before the whole response arrived")
            case .invalidURL, .emptyHost, .emptyScheme:
                return ServiceClientError.invalidUrl(url)
            case .redirectCycleDetected, .redirectLimitReached:
                return ServiceClientError.redirectLoop(url: url)
            default:
                return ServiceClientError.connectionFailed(url: url, reason: "\(clientError)")
            }
        }
        if error is NIOTooManyBytesError || error is ResponseAccumulator.ResponseTooBigError {
            return ServiceClientError.responseTooLarge(url: url, limit: limit)
        }
        if let decompressionError = error as? NIOHTTPDecompression.DecompressionError,
            decompressionError == .limit
        {
            return ServiceClientError.responseTooLarge(url: url, limit: min(limit, defaultDecompressionLimit))
        }
        if let channelError = error as? ChannelError, case .connectTimeout = channelError {
            return ServiceClientError.timedOut(url: url)
        }
        return ServiceClientError.connectionFailed(url: url, reason: "\(error)")
    }
}

extension JsonServiceClient {
    /// A client whose requests go through AsyncHTTPClient.
    public convenience init(baseUrl: String, httpClient: HTTPClient) {
        self.init(baseUrl: baseUrl, transport: AsyncHTTPClientTransport(httpClient: httpClient))
    }
}
