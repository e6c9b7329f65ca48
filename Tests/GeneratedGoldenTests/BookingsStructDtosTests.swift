import BookingsUseStructs
import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

/// The bookings document in struct mode (`BookingsUseStructs`): round trips, and its struct-mode fake.
@Suite struct BookingsStructDtosTests {
    @Test func samplesRoundTrip() throws {
        try JSONRoundTrip.expectSamples(
            BookingsSamples.all,
            [
                "Booking": Booking.self, "Entity": Entity.self, "Item": Item.self, "QueryBookings": QueryBookings.self,
                "CreateBooking": CreateBooking.self, "Coupon": Coupon.self,
            ])
    }

    @Test func fakeAnswersTypedCalls() async throws {
        let api = FakeApi()
        api.on(Hello.self) { request in
            var response = HelloResponse()
            response.result = "Hi \(request.name ?? "")"
            return response
        }
        var request = Hello()
        request.name = "Structs"
        let response = try await api.client.getAsync(request)
        #expect(response.result == "Hi Structs")
    }
}
