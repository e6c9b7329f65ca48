import Foundation

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

extension JsonServiceClient {
    /// Decodes a successful response body into `T` (raw text for `String`, raw bytes for `Data`/`[UInt8]`
    /// when the body is not JSON). An empty body is a decoding error: a typed call needs a response, and a
    /// server that sends none must not pass for one that answered with an empty DTO.
    func decodeResponse<T: Decodable>(_ type: T.Type, _ response: TransportResponse) throws -> T {
        let data = response.data
        let isJson = response.header("Content-Type")?.lowercased().range(of: "json") != nil
        if !isJson || data.isEmpty {
            if T.self == Data.self, let value = data as? T { return value }
            if T.self == [UInt8].self, let value = [UInt8](data) as? T { return value }
            if T.self == String.self, let value = String(decoding: data, as: UTF8.self) as? T { return value }
        }
        if data.isEmpty {
            throw report(
                ServiceClientError.decodingFailed(
                    type: String(describing: T.self),
                    reason: "the response body is empty (HTTP \(response.statusCode))", body: data))
        }
        do {
            let chosen =
                JsonConfig.hasFilters
                ? JsonConfig.createDecoder() : JsonConfig.decoder(for: T.self, mapping: decoder, plain: plainDecoder)
            return try chosen.decode(T.self, from: data)
        } catch {
            throw report(
                ServiceClientError.decodingFailed(
                    type: String(describing: T.self), reason: Self.describe(error), body: data))
        }
    }

    static func describe(_ error: Error) -> String {
        guard let decodingError = error as? DecodingError else { return "\(error)" }
        func path(_ keys: [CodingKey]) -> String {
            keys.isEmpty
                ? "the top level" : keys.map { $0.intValue.map { "[\($0)]" } ?? $0.stringValue }.joined(separator: ".")
        }
        switch decodingError {
        case .dataCorrupted(let context):
            return "\(context.debugDescription) at \(path(context.codingPath))"
        case .keyNotFound(let key, let context):
            return "missing key '\(key.stringValue)' at \(path(context.codingPath))"
        case .typeMismatch(let type, let context):
            return "expected \(type) at \(path(context.codingPath)): \(context.debugDescription)"
        case .valueNotFound(let type, let context):
            return "expected \(type) but found null at \(path(context.codingPath))"
        @unknown default:
            return "\(decodingError)"
        }
    }

    /// Performs a call and decodes its response.
    func call<T: Decodable>(_ outgoing: OutgoingRequest, as type: T.Type) async throws -> T {
        try decodeResponse(type, try await perform(outgoing))
    }

    /// Performs a call whose response body is ignored.
    func callVoid(_ outgoing: OutgoingRequest) async throws {
        _ = try await perform(outgoing)
    }

    /// Builds the request on the caller's thread, then runs it from blocking code.
    func blockingCall<T: Decodable>(_ build: () throws -> OutgoingRequest, as type: T.Type) throws -> T {
        let outgoing = try build()
        return try BlockingBridge.run { try await self.call(outgoing, as: type) }
    }

    /// Builds the request on the caller's thread, then runs it from blocking code, ignoring the body.
    func blockingVoid(_ build: () throws -> OutgoingRequest) throws {
        let outgoing = try build()
        try BlockingBridge.run { try await self.callVoid(outgoing) }
    }
}
