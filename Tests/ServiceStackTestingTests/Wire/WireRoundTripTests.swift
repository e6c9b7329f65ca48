import Foundation
import ServiceStack
import ServiceStackServer
import ServiceStackServerTesting
import ServiceStackTesting
import ServiceStackWire
import Testing

/// What the client sends (in a query string or a JSON body), the server binds and the stub transport decodes to
/// the same value: one value tree, one JSV reader and one binding decoder serve all three.
@Suite struct WireRoundTripTests {
    /// The requests a service bound, in order.
    private actor BoundRequests {
        private(set) var all: [WireOrder] = []
        func record(_ request: WireOrder) { all.append(request) }
    }

    @Test func serverBindingAndStubDecodeWhatTheClientSendsInQueryStringsAndBodies() async throws {
        let bound = BoundRequests()
        let host = ServiceStackHost(name: "wire")
        host.register(WireOrder.self) { request, _ in await bound.record(request) }
        let stub = StubTransport()
        let stubbed = Locked<[WireOrder]>([])
        stub.on(WireOrder.self) { request in stubbed.withLock { $0.append(request) } }

        try await host.test(.live) { client in
            for sample in WireOrder.samples {
                try await client.getAsync(sample)
                try await stub.client().getAsync(sample)
            }
            for sample in WireOrder.samples {
                try await client.postAsync(sample)
                try await stub.client().postAsync(sample)
            }
        }

        let sentTwice = WireOrder.samples + WireOrder.samples
        let overHTTP = await bound.all
        #expect(overHTTP == sentTwice)
        #expect(stubbed.current == sentTwice)
        #expect(stubbed.current == overHTTP)
    }

    @Test func theStubReadsTheQueryStringTheClientWrote() async throws {
        let stub = StubTransport()
        stub.on(WireOrder.self) { _ in }
        for sample in WireOrder.samples {
            try await stub.client().getAsync(sample)
            let sent = try stub.last.unwrap()
            let expected = try QueryStringSerializer.fields(of: sample)
            #expect(sent.queryItems.map(\.name) == expected.map(\.name))
            #expect(sent.queryItems.map { $0.value ?? "" } == expected.map(\.value))
            #expect(try sent.decode(WireOrder.self) == sample)
        }
    }
}
