import Foundation
import ServiceStack
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// The conformance services added for the official client test suites.
@Suite struct ConformanceServiceTests {
    @Test(arguments: TransportKind.allCases)
    func helloRoutesAnswer(transport: TransportKind) async throws {
        let client = try await transport.client()
        let named: HelloResponse = try await client.getAsync("/hello/Route")
        #expect(named.result == "Hello, Route!")
        let query: HelloResponse = try await client.getAsync("/hello?name=Query")
        #expect(query.result == "Hello, Query!")
    }

    @Test(arguments: TransportKind.allCases)
    func voidRequestsAnswer204(transport: TransportKind) async throws {
        let client = try await transport.client()
        let baseUrl = try await SharedServer.baseUrl()
        var request = URLRequest(url: try #require(URL(string: baseUrl + "api/HelloReturnVoid")))
        request.httpMethod = "POST"
        request.setValue("application/json", forHTTPHeaderField: "Content-Type")
        request.httpBody = Data(#"{"id":1}"#.utf8)
        let (_, response) = try #require(try await client.getDataAsync(request: request))
        #expect(response.statusCode == 204)
    }

    @Test(arguments: TransportKind.allCases)
    func datesRoundTrip(transport: TransportKind) async throws {
        let client = try await transport.client()
        let date = Date(timeIntervalSince1970: 1_700_000_123.456)
        let request = TestDateTime()
        request.dateTime = date
        for response in [try await client.postAsync(request), try await client.getAsync(request)] {
            let echoed = try #require(response.dateTime)
            #expect(abs(echoed.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.001)
        }
        let hello = HelloDateTime()
        hello.dateTime = date
        let echoed = try #require(try await client.postAsync(hello).dateTime)
        #expect(abs(echoed.timeIntervalSince1970 - date.timeIntervalSince1970) < 0.001)
    }

    @Test(arguments: TransportKind.allCases)
    func echoTypesRoundTripThroughQueryAndBody(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = EchoTypes()
        request.byte = 200
        request.short = -3
        request.int = 42
        request.long = 1 << 40
        request.uShort = 65_000
        request.uInt = 4_000_000_000
        request.uLong = 1 << 63
        request.float = 1.5
        request.double = 2.25
        request.decimal = 9.75
        request.string = "a b&c"
        request.timeSpan = 3600
        request.guid = "d5e8a6c0-0000-4000-8000-000000000001"
        request.char = "x"
        for response in [try await client.getAsync(request), try await client.postAsync(request)] {
            #expect(response.byte == 200)
            #expect(response.short == -3)
            #expect(response.long == 1 << 40)
            #expect(response.uShort == 65_000)
            #expect(response.uLong == 1 << 63)
            #expect(response.float == 1.5)
            #expect(response.decimal == 9.75)
            #expect(response.string == "a b&c")
            #expect(response.timeSpan == 3600)
            #expect(response.guid == request.guid)
        }
        let viaRoute: EchoTypes = try await client.getAsync("/echo/types?int=7&string=route")
        #expect(viaRoute.int == 7)
        #expect(viaRoute.string == "route")
    }

    @Test(arguments: TransportKind.allCases)
    func collectionTypesEcho(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = AllCollectionTypes()
        request.intArray = [1, 2]
        request.stringList = ["a", "b"]
        request.byteArray = [0, 255]
        request.pocoList = [Poco(name: "p")]
        request.pocoLookup = ["k": [Poco(name: "v")]]
        request.pocoLookupMap = ["m": [["n": Poco(name: "w")]]]
        let response = try await client.postAsync(request)
        #expect(response.intArray == [1, 2])
        #expect(response.stringList == ["a", "b"])
        #expect(response.byteArray == [0, 255])
        #expect(response.pocoList.map(\.name) == ["p"])
        #expect(response.pocoLookup["k"]?.first?.name == "v")
        #expect(response.pocoLookupMap["m"]?.first?["n"]?.name == "w")
    }

    @Test(arguments: TransportKind.allCases)
    func officialErrorRoutes(transport: TransportKind) async throws {
        let client = try await transport.client()
        let notFound = try await #require(throws: WebServiceError.self) {
            let _: ErrorResponse = try await client.getAsync("/throw404/Gone")
        }
        #expect(notFound.statusCode == 404)
        #expect(notFound.message == "Gone")
        let custom = try await #require(throws: WebServiceError.self) {
            _ = try await client.postAsync(ThrowCustom400())
        }
        #expect(custom.statusCode == 400)
        #expect(custom.serviceErrorCode == "CustomError")
        #expect(custom.message == "Custom Error Message")
        let http = try await #require(throws: WebServiceError.self) {
            let _: ErrorResponse = try await client.getAsync("/throwhttperror/418")
        }
        #expect(http.statusCode == 418)
    }
}
