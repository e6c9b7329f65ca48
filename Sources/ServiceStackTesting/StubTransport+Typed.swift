import Foundation
import ServiceStack

extension StubTransport {
    /// Answers typed calls with request DTO `T` (sent to `/api/T` or `/json/reply/T`) with the response
    /// `respond` computes from the decoded request.
    public func on<T: IReturn & Decodable>(_ type: T.Type, respond: @escaping @Sendable (T) throws -> T.Return)
    where T: SendableMetatype, T.Return: SendableMetatype {
        let name = RequestTypeName.of(T.self)
        on(
            { $0.requestTypeName == name },
            respond: { request in
                try .value(try respond(try request.decode(T.self)))
            })
    }

    /// Answers typed calls with void request DTO `T`, running `handle` and answering `204 No Content`.
    public func on<T: IReturnVoid & Decodable>(_ type: T.Type, respond handle: @escaping @Sendable (T) throws -> Void)
    where T: SendableMetatype {
        let name = RequestTypeName.of(T.self)
        on(
            { $0.requestTypeName == name },
            respond: { request in
                try handle(try request.decode(T.self))
                return .noContent
            })
    }

    /// Answers typed calls with request DTO `T` with `response` (a value, JSON, fixture or error).
    public func on<T>(_ type: T.Type, _ response: StubResponse) {
        let name = RequestTypeName.of(T.self)
        on({ $0.requestTypeName == name }, response)
    }

    /// The recorded typed calls with request DTO `T`.
    public func recorded<T>(_ type: T.Type) -> [RecordedRequest] {
        recorded.filter { $0.isRequest(of: T.self) }
    }
}

extension StubTransport {
    /// A client sending through this transport, with base URL `baseUrl`.
    public func client(baseUrl: String = "https://stub.test/") -> JsonServiceClient {
        JsonServiceClient(baseUrl: baseUrl, transport: self)
    }
}
