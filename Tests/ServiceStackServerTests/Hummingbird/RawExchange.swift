import Foundation
import ServiceStack

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A raw HTTP exchange with the host, for requests the typed client never sends.
struct RawExchange {
    let status: Int
    let headers: [String: String]
    let body: Data

    var text: String { String(decoding: body, as: UTF8.self) }

    /// The `responseStatus` of a ServiceStack error body, or nil.
    var responseStatus: ResponseStatus? {
        struct ErrorBody: Decodable { var responseStatus: ResponseStatus? }
        return (try? JSONDecoder().decode(ErrorBody.self, from: body))?.responseStatus
    }

    static func send(
        _ method: String, _ url: String, headers: [String: String] = [:], body: Data? = nil
    ) async throws -> RawExchange {
        guard let target = URL(string: url) else { throw ServiceClientError.invalidUrl(url) }
        var request = URLRequest(url: target)
        request.httpMethod = method
        for (name, value) in headers { request.setValue(value, forHTTPHeaderField: name) }
        request.httpBody = body
        let response = try await URLSessionTransport().send(request)
        return RawExchange(status: response.statusCode, headers: response.headers, body: response.data)
    }
}

extension RawExchange {
    /// A response header, matched without regard to case.
    func header(_ name: String) -> String? {
        headers.first { $0.key.caseInsensitiveCompare(name) == .orderedSame }?.value
    }
}
