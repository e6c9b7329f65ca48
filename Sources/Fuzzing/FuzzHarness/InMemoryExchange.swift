import Foundation
import ServiceStack
import ServiceStackServer

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// Sends structured cases through `ServiceStackHost.respond(to:)`: the dispatcher without a socket.
package enum InMemoryExchange {
    /// The host's answer to `fuzzCase`, or nil when the case cannot be expressed as a `URLRequest`.
    package static func send(_ fuzzCase: FuzzCase, to host: ServiceStackHost) async -> ExchangeOutcome? {
        guard let request = urlRequest(for: fuzzCase) else { return nil }
        let response = await host.respond(to: request)
        return .answered(status: response.statusCode, body: [UInt8](response.data))
    }

    static func urlRequest(for fuzzCase: FuzzCase) -> URLRequest? {
        guard fuzzCase.isStructured, let target = String(validating: fuzzCase.target, as: UTF8.self),
            let url = URL(string: "http://127.0.0.1" + target)
        else { return nil }
        var request = URLRequest(url: url)
        request.httpMethod = fuzzCase.method
        for header in fuzzCase.headers { request.addValue(header.value, forHTTPHeaderField: header.name) }
        if !fuzzCase.body.isEmpty { request.httpBody = Data(fuzzCase.body) }
        return request
    }
}
