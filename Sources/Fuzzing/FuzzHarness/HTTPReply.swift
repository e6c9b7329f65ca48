import Foundation

/// A whole response with its headers and its body (de-chunked), for campaigns that read what the server says.
struct HTTPReply: Sendable {
    var status: Int
    var headers: [(name: String, value: String)]
    var body: [UInt8]

    var isSuccess: Bool { (200...299).contains(status) }

    func header(_ name: String) -> String? {
        headers.first { $0.name.lowercased() == name.lowercased() }?.value
    }

    /// The cookies the response sets, by name (the value before the first `;`).
    var cookies: [String: String] {
        var cookies: [String: String] = [:]
        for header in headers where header.name.lowercased() == "set-cookie" {
            let pair = header.value.split(separator: ";", maxSplits: 1).first ?? ""
            let parts = pair.split(separator: "=", maxSplits: 1)
            if parts.count == 2 { cookies[String(parts[0]).trimmingCharacters(in: .whitespaces)] = String(parts[1]) }
        }
        return cookies
    }

    var text: String { String(decoding: body, as: UTF8.self) }

    var json: Any? { try? JSONSerialization.jsonObject(with: Data(body)) }

    /// The body's first 300 characters, for reports.
    var excerpt: String { String(text.prefix(300)) }
}

/// Why a request got no reply.
struct NoReply: Error, CustomStringConvertible {
    var description: String
}

extension RawHTTPClient {
    /// Sends `request` on a fresh connection and reads the whole reply, headers included.
    static func reply(to request: FuzzCase, port: Int, timeout: Double) -> Result<HTTPReply, NoReply> {
        let (outcome, received) = exchangeKeepingBytes(request.httpBytes(), port: port, timeout: timeout)
        switch outcome {
        case .answered:
            guard let head = ResponseReader.head(of: received) else {
                return .failure(NoReply(description: "unreadable response head"))
            }
            let rest = received[head.bodyStart...]
            let body =
                head.chunked
                ? ChunkedDecoder.body(of: rest) : Array(rest.prefix(head.contentLength ?? rest.count))
            return .success(HTTPReply(status: head.status, headers: head.headers, body: body))
        case .closedWithoutAnswer: return .failure(NoReply(description: "connection closed without an answer"))
        case .timedOut: return .failure(NoReply(description: "no answer within \(Int(timeout)) s"))
        case .connectFailed(let reason): return .failure(NoReply(description: reason))
        }
    }
}
