import Foundation
import ServiceStack
import ServiceStackTesting

#if canImport(FoundationNetworking)
    import FoundationNetworking
#endif

/// A client on a stub transport with private cookies.
func stubbedClient(_ configure: (StubTransport) -> Void = { _ in }) -> (JsonServiceClient, StubTransport) {
    let stub = StubTransport()
    configure(stub)
    let client = JsonServiceClient(baseUrl: "http://example.org", transport: stub)
    client.cookieStore = InMemoryCookieStore()
    return (client, stub)
}

extension URLRequest {
    var bodyText: String { String(decoding: httpBody ?? Data(), as: UTF8.self) }
}
