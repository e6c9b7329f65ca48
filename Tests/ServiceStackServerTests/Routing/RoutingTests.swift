import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackWire
import Testing

@Suite struct RoutingTests {
    private func withRoutingHost(_ body: (HostTestClient, Locked<[Int]>) async throws -> Void) async throws {
        let pings = Locked<[Int]>([])
        try await makeHost { registerRoutingServices(on: $0, pings: pings) }.test(.inMemory) { client in
            try await body(client, pings)
        }
    }

    @Test func wildcardVariableTakesTheRestOfThePath() async throws {
        try await withRoutingHost { client, _ in
            let reply: FileReply = try await client.getAsync("/files/photos/2026/11/cat.png?version=3")
            #expect(reply.bucket == "photos")
            #expect(reply.path == "2026/11/cat.png")
            #expect(reply.version == 3)
            #expect(reply.method == "GET")
        }
    }

    @Test func verbsRestrictCustomRoutes() async throws {
        try await withRoutingHost { client, _ in
            let wrongVerb = try await client.execute("DELETE", "files/photos/cat.png")
            #expect(wrongVerb.status == 405)
            #expect(wrongVerb.responseStatus?.errorCode == "MethodNotAllowed")
            let post = try await client.execute(
                "POST", "files/docs", headers: ["Content-Type": "application/json"],
                body: Data(#"{"version":7}"#.utf8))
            #expect(post.status == 200)
            #expect(post.text.contains(#""bucket":"docs""#))
            #expect(post.text.contains(#""version":7"#))
        }
    }

    @Test(arguments: [
        "api/FileRequest", "json/reply/FileRequest", "json/oneway/FileRequest", "api/json/reply/FileRequest",
    ])
    func predefinedRoutesReachTheOperation(path: String) async throws {
        try await withRoutingHost { client, _ in
            let exchange = try await client.execute("GET", path + "?bucket=b&path=p")
            #expect(exchange.status == 200)
            #expect(exchange.text.contains(#""bucket":"b""#))
        }
    }

    @Test func voidServicesAnswer204AndOneWayRuns() async throws {
        try await withRoutingHost { client, pings in
            try await client.postAsync(Ping(id: 1))
            let exchange = try await client.execute("POST", "ping/2")
            #expect(exchange.status == 204)
            #expect(exchange.body.isEmpty)
            try await client.sendOneWayAsync(Ping(id: 3))
            #expect(pings.current == [1, 2, 3])
        }
    }

    @Test func batchedRequestsRunInOrder() async throws {
        try await withRoutingHost { client, pings in
            try await client.sendAllOneWayAsync([Ping(id: 10), Ping(id: 11), Ping(id: 12)])
            #expect(pings.current == [10, 11, 12])
            let replies = try await client.sendAllAsync([
                FileRequest(bucket: "a"), FileRequest(bucket: "b"),
            ])
            #expect(replies.map(\.bucket) == ["a", "b"])
        }
    }

    @Test func laterSourcesOverrideEarlierOnesAndNamesIgnoreCase() async throws {
        try await withRoutingHost { client, _ in
            let exchange = try await client.execute(
                "POST", "bind/5?NAME=query&Tags=a,b,c&when=2026-11-22T10:00:00Z&duration=PT1H30M",
                headers: ["Content-Type": "application/json"],
                body: Data(#"{"id":1,"name":"body","duration":5}"#.utf8))
            #expect(exchange.status == 200, "\(exchange.text)")
            let reply = try fromJsonDataThrows(Bind.self, exchange.body)
            #expect(reply.id == 5)
            #expect(reply.name == "query")
            #expect(reply.tags == ["a", "b", "c"])
            #expect(reply.duration == 5400)
        }
    }

    @Test func formFieldsBindLikeQueryParameters() async throws {
        try await withRoutingHost { client, _ in
            let exchange = try await client.execute(
                "POST", "api/Bind",
                headers: ["Content-Type": "application/x-www-form-urlencoded"],
                body: Data("id=9&name=Form%20Name&tags=%5Bx,y%5D&when=%2FDate(1763805600000)%2F".utf8))
            #expect(exchange.status == 200, "\(exchange.text)")
            #expect(exchange.text.contains(#""name":"Form Name""#))
            #expect(exchange.text.contains(#""tags":["x","y"]"#))
            #expect(exchange.text.contains(#""when":"\/Date(1763805600000)\/""#))
        }
    }
}
