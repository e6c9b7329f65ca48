import BookingsDefault
import Foundation
import ServiceStack
import ServiceStackTesting
import TestSupport
import Testing

/// The bookings document's default output (`BookingsDefault`, compiled by the package build) round-trips JSON,
/// and the typed fake generated beside it answers calls.
@Suite struct BookingsDtosTests {
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
            let response = HelloResponse()
            response.result = "Hi \(request.name ?? "")"
            return response
        }
        let request = Hello()
        request.name = "World"
        let response = try await api.client.getAsync(request)
        #expect(response.result == "Hi World")
        try api.transport.last.unwrap().expect(path: "/api/Hello", method: "GET").expect(query: ["name": "World"])
        #expect(api.recorded.count == 1)
        #expect("\(api.recorded[0])" == "GET /api/Hello?name=World")
    }
}
