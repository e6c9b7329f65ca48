import Foundation
import ServiceStack
import ServiceStackTesting
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A request value the wire cannot carry (NaN, infinity, a date outside .NET's range) is an encoding error,
/// in a JSON body and in a query string alike; it never traps and is never silently changed.
@Suite struct EncodingLimitsTests {
    /// Described by its interval only: Foundation traps when it describes a NaN `Date`, and so would the
    /// test's own argument list.
    struct Measure: IReturn, IPost, Codable, Sendable, CustomTestStringConvertible {
        typealias Return = HelloResponse
        var value: Double?
        var amount: Decimal?
        var at: Date?
        init(value: Double? = nil, amount: Decimal? = nil, at: Date? = nil) {
            self.value = value
            self.amount = amount
            self.at = at
        }
        var testDescription: String {
            "value \(value.map { "\($0)" } ?? "-") amount \(amount.map { "\($0)" } ?? "-") "
                + "at \(at.map { "\($0.timeIntervalSince1970) s" } ?? "-")"
        }
    }

    static let unsendable: [Measure] = [
        Measure(value: .nan), Measure(value: .infinity), Measure(value: -.infinity), Measure(amount: .nan),
        Measure(at: Date(timeIntervalSince1970: 1e15)), Measure(at: Date(timeIntervalSince1970: -1e15)),
        Measure(at: Date(timeIntervalSince1970: .nan)), Measure(at: .distantFuture.addingTimeInterval(1e12)),
    ]

    @Test(arguments: unsendable)
    func jsonBodiesRefuseUnsendableValues(request: Measure) async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, StubResponse(json: #"{"result":"ok"}"#)) }
        let error = try await #require(throws: ServiceClientError.self) { try await client.postAsync(request) }
        #expect(error.code == "EncodingFailed", "\(error)")
        #expect(stub.requests.isEmpty)
    }

    @Test(arguments: unsendable)
    func queryStringsRefuseUnsendableValues(request: Measure) async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, StubResponse(json: #"{"result":"ok"}"#)) }
        let error = try await #require(throws: ServiceClientError.self) { try await client.getAsync(request) }
        #expect(error.code == "EncodingFailed", "\(error)")
        #expect(stub.requests.isEmpty)
        #expect(throws: ServiceClientError.self) { try QueryStringSerializer.fields(of: request) }
    }

    @Test(arguments: unsendable)
    func jsonHelpersRefuseUnsendableValues(request: Measure) {
        #expect(toJson(request) == nil)
        #expect(toJsonData(request) == nil)
    }

    @Test func aNaNDateIsOutsideTheWireRange() {
        #expect(!WireRange.contains(Date(timeIntervalSince1970: .nan)))
        #expect(WireRange.contains(Date(timeIntervalSince1970: 0)))
    }

    @Test func nanInsideStringsIsText() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, StubResponse(json: #"{"result":"ok"}"#)) }
        let request = Hello()
        request.name = #"NaN "N\"aN" \\N"#
        _ = try await client.postAsync(request)
        let body = try #require(stub.requests.first?.httpBody)
        let sent = try #require(try JSONSerialization.jsonObject(with: body) as? [String: Any])
        #expect(sent["name"] as? String == request.name)
    }

    @Test func boundaryDatesAreSent() async throws {
        let (client, stub) = stubbedClient { $0.on({ _ in true }, StubResponse(json: #"{"result":"ok"}"#)) }
        let last = Date(timeIntervalSince1970: Double(WireRange.maxMilliseconds) / 1000)
        _ = try await client.getAsync(Measure(at: last))
        _ = try await client.postAsync(Measure(at: last))
        #expect(stub.requests.count == 2)
        #expect(stub.requests[0].url?.query?.contains("253402300799999") == true)
    }
}
