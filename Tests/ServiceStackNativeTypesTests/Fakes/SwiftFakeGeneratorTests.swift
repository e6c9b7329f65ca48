import Foundation
import ServiceStackNativeTypes
import Testing

/// The typed fake emitted beside the DTOs: its text. The goldens compile with the DTOs they sit beside
/// (`BookingsDefault`, `BookingsUseStructs`); `GeneratedGoldenTests` answers typed calls with them.
@Suite struct SwiftFakeGeneratorTests {
    @Test func fakeOfTheBookingsDocumentMatchesGolden() throws {
        let fake = try SwiftFakeGenerator.generate(metadata: try Fixtures.bookings(), context: Fixtures.context)
        try Golden.check(fake, compiled: "BookingsDefault", file: "FakeApi.swift")
    }

    @Test func structModeFakeOfTheBookingsDocumentMatchesGolden() throws {
        let fake = try SwiftFakeGenerator.generate(
            metadata: try Fixtures.bookings(), options: NativeTypesOptions(useStructs: true),
            context: Fixtures.context)
        try Golden.check(fake, compiled: "BookingsUseStructs", file: "FakeApi.swift")
    }

    @Test func everyOperationWithAReturnMarkerGetsAnOverload() throws {
        let fake = try SwiftFakeGenerator.generate(
            metadata: try Fixtures.bookings(), context: Fixtures.context, typeName: "BookingsFake")
        #expect(fake.contains("public final class BookingsFake: Sendable {"))
        #expect(
            fake.contains(
                "public func on(_ type: Hello.Type, respond: @escaping @Sendable (Hello) throws -> HelloResponse)"))
        #expect(fake.contains("(QueryBookings) throws -> QueryResponse<Booking>"))
        #expect(!fake.contains("func on(_ type: HelloResponse.Type"))
    }
}
