// A typed fake of the API for tests, generated beside the DTOs. Do not edit.
import Foundation
import ServiceStack
import ServiceStackTesting

/// Answers each request type with the response set by `on`, without a network; unset ones get 404.
public final class FakeApi: Sendable {
    /// The stub behind `client`: its recorded requests support the `ServiceStackTesting` expectations.
    public let transport: StubTransport
    /// A client whose calls this fake answers.
    public let client: JsonServiceClient

    public init(baseUrl: String = "https://fake.test/") {
        transport = StubTransport()
        client = JsonServiceClient(baseUrl: baseUrl, transport: transport)
    }

    /// Answers `Hello` requests.
    public func on(_ type: Hello.Type, respond: @escaping @Sendable (Hello) throws -> HelloResponse) {
        transport.on(type, respond: respond)
    }

    /// Answers `Hello` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: Hello.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// Answers `QueryBookings` requests.
    public func on(_ type: QueryBookings.Type, respond: @escaping @Sendable (QueryBookings) throws -> QueryResponse<Booking>) {
        transport.on(type, respond: respond)
    }

    /// Answers `QueryBookings` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: QueryBookings.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// Answers `CreateBooking` requests.
    public func on(_ type: CreateBooking.Type, respond: @escaping @Sendable (CreateBooking) throws -> IdResponse) {
        transport.on(type, respond: respond)
    }

    /// Answers `CreateBooking` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: CreateBooking.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// Answers `DeleteBooking` requests.
    public func on(_ type: DeleteBooking.Type, respond: @escaping @Sendable (DeleteBooking) throws -> Void) {
        transport.on(type, respond: respond)
    }

    /// Answers `DeleteBooking` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: DeleteBooking.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// Answers `StoreItems` requests.
    public func on(_ type: StoreItems.Type, respond: @escaping @Sendable (StoreItems) throws -> [Item]) {
        transport.on(type, respond: respond)
    }

    /// Answers `StoreItems` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: StoreItems.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// Answers `GetEntity` requests.
    public func on(_ type: GetEntity.Type, respond: @escaping @Sendable (GetEntity) throws -> Entity) {
        transport.on(type, respond: respond)
    }

    /// Answers `GetEntity` requests with a canned response (value, JSON, fixture or error).
    public func on(_ type: GetEntity.Type, _ response: StubResponse) {
        transport.on(type, response)
    }

    /// The recorded requests, in order.
    public var recorded: [RecordedRequest] { transport.recorded }
}
