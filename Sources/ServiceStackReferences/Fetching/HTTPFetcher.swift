import Foundation
import ServiceStack
import ServiceStackWire

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A successful HTTP answer.
package struct FetchedBody: Sendable {
    package var body: Data
    package var contentType: String?
}

/// GETs native types and metadata documents through a `ServiceStack` client transport (URLSession by default).
public struct HTTPFetcher: Sendable {
    /// Makes the transport for requests whose certificates are not validated, given the hosts to trust.
    public typealias CertificateIgnoringTransport = @Sendable ([String]) -> any ServiceClientTransport

    /// Accept certificates that fail validation.
    public var ignoreCertificateErrors: Bool
    /// Seconds the whole exchange (connecting, headers and body) may take.
    public var timeout: TimeInterval
    /// The largest body accepted (after decompression); reading stops there.
    public var maxResponseBytes: Int
    private let certificateIgnoringTransport: CertificateIgnoringTransport
    private let transport: @Sendable () -> any ServiceClientTransport

    /// Creates a fetcher. URLSession skips certificate checks on Apple platforms only; pass a transport that can
    /// (such as `AsyncHTTPClientTransport`) to make `ignoreCertificateErrors` work everywhere. `transport` makes
    /// the transport of ordinary requests (URLSession by default).
    public init(
        ignoreCertificateErrors: Bool = false, timeout: TimeInterval = 60,
        maxResponseBytes: Int = JsonServiceClient.defaultMaxResponseBytes,
        certificateIgnoringTransport: CertificateIgnoringTransport? = nil,
        transport: @escaping @Sendable () -> any ServiceClientTransport = { URLSessionTransport() }
    ) {
        self.ignoreCertificateErrors = ignoreCertificateErrors
        self.timeout = timeout
        self.maxResponseBytes = maxResponseBytes
        self.certificateIgnoringTransport =
            certificateIgnoringTransport ?? { hosts in URLSessionTransport(ignoreCertificatesFor: hosts) }
        self.transport = transport
    }

    /// GETs `url`; any status other than 2xx is an error.
    package func get(_ url: URL, accept: String) async throws(ReferenceError) -> FetchedBody {
        let seconds = WaitTime.requestTimeout(timeout) ?? WaitTime.defaultRequestTimeout
        var request = URLRequest(url: url)
        request.timeoutInterval = seconds  // Linux URLSession ignores a timeout given to the initializer
        request.httpMethod = "GET"
        request.setValue(accept, forHTTPHeaderField: "Accept")
        request.setValue("x (ServiceStack Swift)", forHTTPHeaderField: "User-Agent")
        let response: TransportResponse
        do {
            response = try await makeTransport(for: url).send(
                request, maxResponseBytes: maxResponseBytes, deadlineSeconds: seconds)
        } catch let error as ServiceClientError {
            throw Self.referenceError(error, url: url.absoluteString)
        } catch {
            throw .unreachable(url: url.absoluteString, reason: String(describing: error))
        }
        guard (200..<300).contains(response.statusCode) else {
            throw .httpStatus(
                url: url.absoluteString, status: response.statusCode, excerpt: Self.excerpt(of: response))
        }
        return FetchedBody(body: response.data, contentType: response.header("Content-Type"))
    }

    private func makeTransport(for url: URL) -> any ServiceClientTransport {
        guard ignoreCertificateErrors, let host = url.host?.lowercased() else { return transport() }
        let hosts = url.port.map { [host, "\(host):\($0)"] } ?? [host]
        return certificateIgnoringTransport(hosts)
    }

    static func referenceError(_ error: ServiceClientError, url: String) -> ReferenceError {
        switch error {
        case .timedOut: return .timedOut(url: url)
        case .responseTooLarge(_, let limit): return .responseTooLarge(url: url, limit: limit)
        case .redirectLoop: return .redirectLoop(url: url)
        case .connectionFailed(_, let reason):
            let lowered = reason.lowercased()
            if lowered.contains("certificate") || lowered.contains("ssl") || lowered.contains("tls") {
                return .certificateRejected(url: url, reason: reason)
            }
            return .unreachable(url: url, reason: reason)
        case .invalidUrl(let text): return .invalidURL(text, reason: "it cannot be requested")
        default: return .unreachable(url: url, reason: error.description)
        }
    }

    /// The first line of a short text body, for error messages; nothing for HTML pages.
    static func excerpt(of response: TransportResponse) -> String {
        let text = String(decoding: response.data.prefix(400), as: UTF8.self)
            .trimmingCharacters(in: .whitespacesAndNewlines)
        if text.hasPrefix("<") { return "" }
        if let message = jsonErrorMessage(response.data) { return message }
        let firstLine = text.split(separator: "\n").first.map(String.init) ?? ""
        return String(firstLine.prefix(200))
    }

    /// `responseStatus.message` of a ServiceStack JSON error body.
    private static func jsonErrorMessage(_ data: Data) -> String? {
        guard let object = try? JSONSerialization.jsonObject(with: data) as? [String: Any] else { return nil }
        let status = (object["responseStatus"] ?? object["ResponseStatus"]) as? [String: Any]
        return (status?["message"] ?? status?["Message"]) as? String
    }
}
