import Foundation
import ServiceStack
import ServiceStackWire
import TestServices
import Testing

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

@Suite struct TypedCallTests {
    @Test(arguments: TransportKind.allCases)
    func typedGetAndPostReachTheService(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = Hello()
        request.name = "World"
        #expect(try await client.getAsync(request).result == "Hello, World!")
        #expect(try await client.postAsync(request).result == "Hello, World!")
        #expect(try await client.putAsync(request).result == "Hello, World!")
        #expect(try await client.sendAsync(request).result == "Hello, World!")
    }

    @Test(arguments: TransportKind.allCases)
    func customRouteAndLegacyRouteWork(transport: TransportKind) async throws {
        let client = try await transport.client()
        let viaRoute: HelloResponse = try await client.getAsync("/hello/Route")
        #expect(viaRoute.result == "Hello, Route!")
        client.basePath = nil
        let request = Hello()
        request.name = "Reply"
        #expect(try await client.postAsync(request).result == "Hello, Reply!")
    }

    @Test(arguments: TransportKind.allCases)
    func sendUsesTheMarkersVerb(transport: TransportKind) async throws {
        let client = try await transport.client()
        #expect(try await client.sendAsync(SendGet()).requestMethod == "GET")
        #expect(try await client.sendAsync(SendPost()).requestMethod == "POST")
        #expect(try await client.sendAsync(SendPut()).requestMethod == "PUT")
        #expect(try await client.sendAsync(SendDefault()).requestMethod == "POST")
    }

    /// A typed call's verb reaches the service whether or not a request hook sees the request first (without one,
    /// the client hands the verb to its transport beside the request).
    @Test(arguments: TransportKind.allCases)
    func everyVerbReachesTheServiceWithAndWithoutARequestFilter(transport: TransportKind) async throws {
        let client = try await transport.client()
        for filtered in [false, true] {
            let seen = Locked<[String]>([])
            client.requestFilter = filtered ? { request in seen.withLock { $0.append(request.httpMethod ?? "") } } : nil
            #expect(try await client.patchAsync(SendPost()).requestMethod == "PATCH")
            #expect(try await client.deleteAsync(SendGet()).requestMethod == "DELETE")
            #expect(try await client.putAsync(SendGet()).requestMethod == "PUT")
            #expect(try await client.postAsync(SendGet()).requestMethod == "POST")
            #expect(try await client.getAsync(SendPost()).requestMethod == "GET")
            #expect(seen.current == (filtered ? ["PATCH", "DELETE", "PUT", "POST", "GET"] : []))
        }
    }

    @Test(arguments: TransportKind.allCases)
    func allTypesRoundTripThroughQueryStringAndJson(transport: TransportKind) async throws {
        let client = try await transport.client()
        let types = AllTypes()
        types.id = 1
        types.int = 42
        types.double = 2.5
        types.string = "a, \"quoted\" [string] {x} + & = ?"
        types.dateTime = Date(timeIntervalSince1970: 978_310_861)
        types.timeSpan = 5400
        types.stringList = ["a", "b,c", "d e"]
        types.stringMap = ["k": "v", "x": "y,z"]
        types.intStringMap = [1: "one", 2: "two"]
        let subType = SubType()
        subType.id = 7
        subType.name = "sub"
        types.subType = subType
        let request = HelloAllTypes()
        request.name = "all"
        request.allTypes = types
        for response in [try await client.postAsync(request), try await client.getAsync(request)] {
            let echoed = try #require(response.allTypes)
            #expect(echoed.int == 42)
            #expect(echoed.double == 2.5)
            #expect(echoed.string == types.string)
            #expect(echoed.dateTime == types.dateTime)
            #expect(echoed.timeSpan == 5400)
            #expect(echoed.stringList == ["a", "b,c", "d e"])
            #expect(echoed.stringMap == ["k": "v", "x": "y,z"])
            #expect(echoed.intStringMap == [1: "one", 2: "two"])
            #expect(echoed.subType?.name == "sub")
        }
    }

    @Test(arguments: TransportKind.allCases)
    func voidCallsSucceed(transport: TransportKind) async throws {
        let client = try await transport.client()
        try await client.postAsync(HelloReturnVoid())
        try await client.sendAsync(HelloReturnVoid())
        try await client.getAsync(HelloReturnVoid())
    }

    @Test(arguments: TransportKind.allCases)
    func batchAndOneWayCalls(transport: TransportKind) async throws {
        let client = try await transport.client()
        let names = ["a", "b", "c"]
        let requests = names.map { name in
            let request = Hello()
            request.name = name
            return request
        }
        let responses = try await client.sendAllAsync(requests)
        #expect(responses.map(\.result) == ["Hello, a!", "Hello, b!", "Hello, c!"])
        try await client.sendOneWayAsync(requests[0])
        try await client.sendAllOneWayAsync(requests)
    }

    @Test(arguments: TransportKind.allCases)
    func blockingApiWorks(transport: TransportKind) async throws {
        let client = try await transport.client()
        let request = Hello()
        request.name = "sync"
        // Blocking calls belong on threads of their own, never on Swift's cooperative pool.
        let transfer = UncheckedTransfer((client, request))
        let result: String? = try await withCheckedThrowingContinuation { continuation in
            Thread.detachNewThread {
                continuation.resume(with: Result { try transfer.value.0.get(transfer.value.1).result })
            }
        }
        #expect(result == "Hello, sync!")
    }

    @Test(arguments: TransportKind.allCases)
    func filtersAndHeadersReachTheServer(transport: TransportKind) async throws {
        let client = try await transport.client()
        client.headers = ["X-Custom": "custom"]
        client.requestModifier = { $0.setValue("filtered", forHTTPHeaderField: "X-Filter") }
        let seen = Locked<[Int]>([])
        client.responseFilter = { response in
            seen.withLock { $0.append((response as? HTTPURLResponse)?.statusCode ?? 0) }
        }
        let echo = try await client.getAsync(EchoQuery())
        let headers = Dictionary(
            echo.headers.map { (($0.name ?? "").lowercased(), $0.value ?? "") }, uniquingKeysWith: { a, _ in a })
        #expect(headers["x-custom"] == "custom")
        #expect(headers["x-filter"] == "filtered")
        #expect(headers["accept"] == "application/json")
        #expect(headers["host"]?.hasPrefix("127.0.0.1:") == true)
        #expect(seen.current == [200])
    }

    @Test(arguments: TransportKind.allCases)
    func getDataDownloadsBytes(transport: TransportKind) async throws {
        let client = try await transport.client()
        let (data, response) = try #require(try await client.getDataAsync(url: "/test/bytes"))
        #expect(response.statusCode == 200)
        #expect(data.count > 8)
        #expect(data.prefix(4) == Data([0x89, 0x50, 0x4E, 0x47]))
    }
}
