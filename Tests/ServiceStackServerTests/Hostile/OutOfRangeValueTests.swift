import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import TestServices
import Testing

/// Values that parse but cannot be written back (dates and durations beyond .NET's range, non-finite numbers)
/// are refused with 400 on the way in; before, some trapped the server while it wrote the response.
@Suite struct OutOfRangeValueTests {
    @Test(arguments: [
        #"{"dateTime":1e400}"#, #"{"dateTime":9223372036854775808}"#, #"{"dateTime":-1e400}"#,
        #"{"dateTimeOffset":1e400}"#, #"{"nullableDateTime":-9223372036854775809}"#,
        #"{"dateTime":"/Date(9223372036854775807)/"}"#, #"{"dateTime":"0000-01-01"}"#,
        #"{"timeSpan":123456789012345678901234567890}"#, #"{"timeSpan":"P99999999999999999999D"}"#,
        #"{"nullableTimeSpan":1e400}"#, #"{"float":1e39}"#, #"{"double":1e400}"#, #"{"float":"NaN"}"#,
        #"{"double":"-Infinity"}"#,
    ])
    func outOfRangeBodyValuesAre400(body: String) async throws {
        try await makeTestHost().test(.inMemory) { client in
            for operation in body.contains("nullable") ? ["AllTypes"] : ["EchoTypes", "AllTypes"] {
                let exchange = try await client.execute(
                    "POST", "api/" + operation, headers: ["Content-Type": "application/json"],
                    body: Data(body.utf8))
                #expect(exchange.status == 400, "\(operation) \(body): \(exchange.status) \(exchange.text)")
                #expect(exchange.responseStatus?.errorCode == "SerializationException")
            }
            try await expectStillServing(client)
        }
    }

    @Test(arguments: [
        "NullableTimeSpan=123456789012345678901234567890", "double=NaN", "float=1e39", "dateTime=1e400",
        "timeSpan=-1e300", "nullableDateTime=%2FDate(-99999999999999999)%2F",
    ])
    func outOfRangeQueryValuesAre400(query: String) async throws {
        try await makeTestHost().test(.inMemory) { client in
            let exchange = try await client.execute("GET", "api/AllTypes?" + query)
            #expect(exchange.status == 400, "\(query): \(exchange.status) \(exchange.text)")
            #expect(exchange.responseStatus?.errorCode == "SerializationException")
            try await expectStillServing(client)
        }
    }

    @Test func extremeValuesInRangeStillRoundTrip() async throws {
        try await makeTestHost().test(.inMemory) { client in
            let body = #"{"dateTime":"/Date(253402300799999)/","timeSpan":"P10000000DT1H","double":1e308}"#
            let exchange = try await client.execute(
                "POST", "api/EchoTypes", headers: ["Content-Type": "application/json"],
                body: Data(body.utf8))
            #expect(exchange.status == 200, "\(exchange.text)")
            #expect(exchange.text.contains(#""dateTime":"\/Date(253402300799999)\/""#))
            #expect(exchange.text.contains(#""timeSpan":"P10000000DT1H""#))
        }
    }
}
