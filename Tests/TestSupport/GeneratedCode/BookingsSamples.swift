/// A generated type's name and a JSON object of that type, for round trips through generated DTOs: decoding it
/// with the type and encoding it again must give back equal JSON.
public struct JSONSample: Sendable {
    /// The generated type's name.
    public var type: String
    /// A JSON object every property of which the type declares.
    public var json: String

    /// A sample of `type`.
    public init(type: String, json: String) {
        self.type = type
        self.json = json
    }
}

/// Samples of the types the hand-written `bookings.metadata.json` describes.
public enum BookingsSamples {
    /// One sample per shape: inheritance with a nested object and renamed keys, recursion, dictionaries and
    /// generic pairs, AutoQuery paging, durations and value types, and keys that differ from the property names.
    public static let all: [JSONSample] = [
        JSONSample(
            type: "Booking",
            json:
                #"{"createdBy":"admin","id":1,"name":"Room","roomType":"Queen","cost":12.5,"permissions":2,"discount":{"id":"C1","Description":"Ten","discount_pct":10},"cancelled":false}"#
        ),
        JSONSample(
            type: "Entity",
            json:
                #"{"id":5,"title":"root","children":[{"id":6,"title":"child","labels":{"a":"b"}}],"labels":{"k":"v"}}"#
        ),
        JSONSample(
            type: "Item",
            json:
                #"{"name":"n","metadata":{"a":"b"},"nested":[{"k":[{"name":"inner"}]}],"pair":{"key":"x","value":3},"data":[1,2],"is":true}"#
        ),
        JSONSample(type: "QueryBookings", json: #"{"skip":10,"take":5,"id":3,"ids":[1,2]}"#),
        JSONSample(
            type: "CreateBooking",
            json: #"{"name":"x","roomType":"Suite","roomNumber":4,"duration":"PT1H30M","tags":["a"],"location":"1,2"}"#
        ),
        JSONSample(type: "Coupon", json: #"{"id":"C2","Description":"Five","discount_pct":5}"#),
    ]
}
