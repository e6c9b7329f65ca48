import Foundation

/// Source of small programs that decode sample JSON with generated types and encode it back.
enum RoundTripProgram {
    struct Sample {
        var name: String
        var type: String
        var json: String
    }

    static let samples: [Sample] = [
        Sample(
            name: "Booking", type: "Booking",
            json:
                #"{"createdBy":"admin","id":1,"name":"Room","roomType":"Queen","cost":12.5,"permissions":2,"discount":{"id":"C1","Description":"Ten","discount_pct":10},"cancelled":false}"#
        ),
        Sample(
            name: "Entity", type: "Entity",
            json:
                #"{"id":5,"title":"root","children":[{"id":6,"title":"child","labels":{"a":"b"}}],"labels":{"k":"v"}}"#
        ),
        Sample(
            name: "Item", type: "Item",
            json:
                #"{"name":"n","metadata":{"a":"b"},"nested":[{"k":[{"name":"inner"}]}],"pair":{"key":"x","value":3},"data":[1,2],"is":true}"#
        ),
        Sample(
            name: "QueryBookings", type: "QueryBookings",
            json: #"{"skip":10,"take":5,"id":3,"ids":[1,2]}"#),
        Sample(
            name: "CreateBooking", type: "CreateBooking",
            json: #"{"name":"x","roomType":"Suite","roomNumber":4,"duration":"PT1H30M","tags":["a"],"location":"1,2"}"#
        ),
        Sample(
            name: "Coupon", type: "Coupon", json: #"{"id":"C2","Description":"Five","discount_pct":5}"#),
    ]

    static let helper = """
        import Foundation
        import ServiceStack

        func roundTrip<T: Codable>(_ type: T.Type, _ name: String, _ json: String) {
            do {
                let value = try JSONDecoder().decode(T.self, from: Data(json.utf8))
                let data = try JSONEncoder().encode(value)
                let original = try JSONSerialization.jsonObject(with: Data(json.utf8)) as? NSDictionary
                let again = try JSONSerialization.jsonObject(with: data) as? NSDictionary
                print(original == again ? "OK \\(name)" : "MISMATCH \\(name) \\(String(decoding: data, as: UTF8.self))")
            } catch {
                print("ERROR \\(name) \\(error)")
            }
        }

        """

    static func source(module: String) -> String {
        var text = helper + "import \(module)\n\n"
        for sample in samples {
            text += "roundTrip(\(sample.type).self, \"\(sample.name)\", #\"\(sample.json)\"#)\n"
        }
        return text
    }

    static func structsSource(module: String) -> String {
        let json = #"{"id":1,"value":"a","next":{"id":2,"value":"b","children":[{"id":3}]}}"#
        return helper
            + "import \(module)\n\nroundTrip(RecursiveNode.self, \"RecursiveNode\", #\"\(json)\"#)\n"
    }
}
