import Foundation
import ServiceStack
import TestServices
import TestSupport
import Testing

/// The client's `timeout` holds when every thread of Swift's cooperative pool is busy: the transports keep it with
/// timers off the pool (a thread of their own, an event loop's), which end the exchange on time; the caller learns
/// of it once a thread is free again.
@Suite(
    .tags(.saturatesThePool), .serialized,
    .enabled(if: saturationTestsEnabled, "saturates the pool: SERVICESTACK_SATURATION_TESTS=1, alone (README, Tests)"))
struct SaturatedPoolTimeoutTests {
    /// 20 bytes of body, one every 250 ms: the drip lasts five seconds, four past the 1 s timeout.
    static let route = HostileBehaviour.dripBody(
        interval: .milliseconds(250), body: Data(#"{"result":"dripping"}"#.utf8))

    @Test(.timeLimit(.minutes(2)), arguments: TransportKind.allCases)
    func aDrippingServerIsCutOffWhileEveryCooperativeThreadIsBusy(transport: TransportKind) async throws {
        try await withHostileServer(["/drip": Self.route]) { server in
            let client = try transport.client(baseUrl: server.baseUrl)
            client.timeout = 1
            let call = Task {
                let error = await clientError { let _: HelloResponse = try await client.getAsync("/drip") }
                return (error, dripWhenTheCallReturned: server.drip(to: "/drip"))
            }
            await server.requestArrived(at: "/drip")
            // Until the drip ends (complete, or cut off by the client), no cooperative thread is free: a wait that
            // needs one to fire cannot end the exchange, and the drip runs to its end.
            let released = await SaturatedPool.run { server.blockUntilDripEnds(to: "/drip", seconds: 60) }
            let (error, drip) = await call.value
            #expect(released.wasSaturated)
            #expect(released.value, "the pool was released by its safety bound, not by the end of the drip")
            #expect(error?.code == "TimedOut", "\(String(describing: error))")
            #expect(!drip.isComplete, "the call outlived the drip: \(drip)")
        }
    }
}
